import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema/auth';
import { orgMembers } from '../../db/schema/org';
import type { Config } from '../../config';
import type { SessionSockets } from '../../realtime/session-sockets';
import type { SessionUser } from '../../http/session';

/** The organisation side of an actor, as a session or a membership change resolves it (see modules/org/org-access.ts). */
export function withOrg(
  user: Omit<SessionUser, 'org' | 'partyId' | 'partyName'>,
  org: SessionUser['org'],
): SessionUser {
  // Field by field rather than spread: every request builds one, and a spread copy was a visible share of a small
  // request's CPU in `pnpm bench`.
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt,
    sessionId: user.sessionId,
    locale: user.locale,
    org,
    partyId: org?.id ?? user.id,
    partyName: org?.name ?? user.name,
  };
}

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOUCH_INTERVAL_MS = 60_000;

const orgAccount = alias(users, 'org_account');

/** The lookup every authenticated request runs (with the member's organisation, by primary keys). */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      orgId: orgMembers.orgId,
      orgRole: orgMembers.role,
      orgName: orgAccount.name,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      subscriptionStatus: users.subscriptionStatus,
      userCreatedAt: users.createdAt,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orgMembers, eq(orgMembers.userId, users.id))
    .leftJoin(orgAccount, eq(orgAccount.id, orgMembers.orgId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('takeoff_session_lookup'),
);

/** Looks a token up; slides the idle expiry (at most once a minute) without passing the absolute one. */
export async function resolveSession(
  db: Database,
  config: Config,
  token: string,
): Promise<SessionUser | null> {
  if (token.length > 200) return null;
  const now = new Date();
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  const idleDeadline = row.lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  if (idleDeadline <= now.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const absolute = row.createdAt.getTime() + config.SESSION_ABSOLUTE_DAYS * 86_400_000;
    const expiresAt = new Date(
      Math.min(absolute, now.getTime() + config.SESSION_IDLE_MINUTES * 60_000),
    );
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.id, row.sessionId));
    await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id));
  }
  const org =
    row.role === 'company' && row.orgId !== null && row.orgRole !== null
      ? { id: row.orgId, name: row.orgName ?? '', role: row.orgRole }
      : null;
  return withOrg(
    {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      subscriptionStatus: row.subscriptionStatus,
      createdAt: row.userCreatedAt,
      sessionId: row.sessionId,
      locale: row.locale,
    },
    org,
  );
}

export async function createSession(
  db: Database,
  config: Config,
  userId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = newSessionToken();
  const now = Date.now();
  const expiresAt = new Date(
    Math.min(
      now + config.SESSION_IDLE_MINUTES * 60_000,
      now + config.SESSION_ABSOLUTE_DAYS * 86_400_000,
    ),
  );
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ipAddress: meta.ip ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export type SessionsToEnd = { sessionId: number } | { userId: number; exceptSessionId?: number };

/**
 * Ends sessions — one, or every one of a user's (but the current) — and disconnects their sockets at once, so a
 * signed-out device stops receiving pushes. Pass the transaction that makes the change (a password or role
 * change) as `db`; the sockets go after it commits.
 */
export async function endSessions(
  deps: { db: Database; sessionSockets: Pick<SessionSockets, 'end'> },
  target: SessionsToEnd,
  db: Executor = deps.db,
) {
  const where =
    'sessionId' in target
      ? eq(sessions.id, target.sessionId)
      : target.exceptSessionId !== undefined
        ? and(eq(sessions.userId, target.userId), ne(sessions.id, target.exceptSessionId))
        : eq(sessions.userId, target.userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  const ids = ended.map((row) => row.id);
  if (db === deps.db) deps.sessionSockets.end(ids);
  return ids;
}

/** The ids of a user's sessions (for changes whose cascade removes them, e.g. erasure). */
export async function sessionIdsOf(db: Executor, userId: number) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

export async function purgeExpiredSessions(db: Database) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now()`);
}
