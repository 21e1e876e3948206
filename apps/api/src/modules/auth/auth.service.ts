import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminLoginRequest, LoginRequest, RegisterRequest, User } from '@takeoff/shared/auth';
import type { UpdateMeRequest } from '@takeoff/shared/locale';
import type { OrgMembership } from '@takeoff/shared/org-roles';
import { MESSAGES } from '@takeoff/shared/constants';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import { type SessionUser } from '../../http/session';
import { createSession, endSessions } from './session-store';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../config';
import { verifyAdminSecondFactor } from '../admin/totp.service';
import { recordAudit } from '../admin/audit.service';
import { sendVerification } from './account-lifecycle.service';
import { createOrganisation, membershipOf } from '../org/membership';
import { separateFounder } from '../org/organisation-identity';

type UserRow = typeof users.$inferSelect;
interface ClientMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export function toUser(
  row: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'name'
    | 'role'
    | 'subscriptionStatus'
    | 'createdAt'
    | 'emailVerifiedAt'
    | 'locale'
    | 'timeZone'
  >,
  org: OrgMembership | null,
): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    subscriptionStatus: row.subscriptionStatus,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt != null,
    org: row.role === 'company' ? org : null,
    locale: row.locale,
    timeZone: row.timeZone,
  };
}

export async function findUserByEmail(deps: AppDeps, email: string) {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function register(deps: AppDeps, input: RegisterRequest, meta: ClientMeta) {
  if (await findUserByEmail(deps, input.email))
    throw AppError.conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(deps.config, input.password);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.companyName ?? input.name,
        role: input.role,
        passwordHash,
        locale: input.locale ?? null,
        timeZone: input.timeZone ?? null,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration with the same email lost the race at the unique index.
    if (!created) throw AppError.conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    let person = created;
    let org: OrgMembership | null = null;
    if (created.role === 'company') {
      await createOrganisation(tx, created.id);
      org = { id: created.id, name: created.name, role: 'owner' };
      // A company named apart from its founder: the row just made becomes its identity, the founder a person.
      if (input.companyName !== undefined) {
        const separated = await separateFounder(tx, created.id);
        if (!separated)
          throw new Error('A new organisation could not be separated from its founder');
        [person = created] = await tx
          .update(users)
          .set({ name: input.name })
          .where(eq(users.id, separated.personId))
          .returning();
      }
    }
    await sendVerification(deps, tx, person);
    return { person, org };
  });
  const session = await createSession(deps.db, deps.config, row.person.id, meta);
  return { user: toUser(row.person, row.org), ...session };
}

/** Checks a password; the same generic error for an unknown email and a wrong password. */
export async function authenticate(deps: AppDeps, input: LoginRequest) {
  const row = await findUserByEmail(deps, input.email);
  const ok = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash(deps.config)),
    input.password,
  );
  if (!row || !ok || row.disabledAt)
    throw new AppError('INVALID_CREDENTIALS', 401, MESSAGES.invalidCredentials);
  return row;
}

export async function login(deps: AppDeps, input: LoginRequest, meta: ClientMeta) {
  const row = await authenticate(deps, input);
  // Admins sign in only at the back-office login, which enforces their second factor.
  if (row.role === 'admin')
    throw new AppError('INVALID_CREDENTIALS', 401, MESSAGES.invalidCredentials);
  const session = await createSession(deps.db, deps.config, row.id, meta);
  return { user: toUser(row, await membershipOf(deps.db, row.id)), ...session };
}

/**
 * The back-office sign-in. Every outcome is in the audit log: sign-ins, and failures with their reason (wrong
 * password, missing or wrong second factor, not an admin account) and address. A failure names the admin account
 * it aimed at, if any; other addresses are not recorded (they may be anyone's).
 */
export async function adminLogin(deps: AppDeps, input: AdminLoginRequest, meta: ClientMeta) {
  // The seeds' admin client reads `{error}` from a failed login.
  const refused = new AppError('INVALID_CREDENTIALS', 401, MESSAGES.invalidCredentials, undefined, {
    error: MESSAGES.invalidCredentials,
  });
  const target = await findUserByEmail(deps, input.email);
  const admin = target?.role === 'admin' ? target : null;
  const failed = (reason: string) =>
    recordAudit(deps.db, null, {
      action: 'admin.sign_in_failed',
      targetType: 'user',
      targetId: admin?.id ?? null,
      details: { reason, ip: meta.ip ?? null },
    });
  const row = await authenticate(deps, input).catch(async () => {
    await failed(admin ? 'wrong password' : 'no such admin account');
    throw refused;
  });
  if (row.role !== 'admin') {
    await failed('no such admin account');
    throw refused;
  }
  await verifyAdminSecondFactor(deps, row.id, input.totp).catch(async (error: unknown) => {
    // The password step of a normal two-factor sign-in: the password was right and the code is asked next.
    if (error instanceof AppError && error.code === 'TOTP_REQUIRED')
      await recordAudit(deps.db, row, {
        action: 'admin.sign_in_code_requested',
        targetType: 'user',
        targetId: row.id,
        details: { ip: meta.ip ?? null },
      });
    else await failed('wrong second factor');
    throw error;
  });
  const session = await createSession(deps.db, deps.config, row.id, meta);
  await recordAudit(deps.db, row, {
    action: 'admin.sign_in',
    targetType: 'user',
    targetId: row.id,
    details: { ip: meta.ip ?? null },
  });
  return { user: toUser(row, null), ...session };
}

export async function logout(deps: AppDeps, actor: SessionUser) {
  await endSessions(deps, { sessionId: actor.sessionId });
}

export async function getMe(deps: AppDeps, actor: SessionUser) {
  const [row] = await deps.db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw AppError.unauthenticated();
  return toUser(row, actor.org);
}

/** The person's own settings: their language and time zone (mail and notifications written for them from now on use them). */
export async function updateMe(deps: AppDeps, actor: SessionUser, input: UpdateMeRequest) {
  const [row] = await deps.db
    .update(users)
    .set({
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    })
    .where(eq(users.id, actor.id))
    .returning();
  if (!row) throw AppError.unauthenticated();
  return toUser(row, actor.org);
}

/** The server must not start: the message says why and what to change. */
export class StartupRefusal extends Error {}

/**
 * Creates the admin account from ADMIN_EMAIL / ADMIN_PASSWORD (dev defaults outside production), or updates its
 * password. It never promotes an existing candidate or company (that would hand their sessions admin rights):
 * it refuses to start instead. A changed password ends every session the admin had.
 */
export async function ensureAdmin(deps: AppDeps) {
  const email = (deps.config.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).trim().toLowerCase();
  const password = deps.config.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  const existing = await findUserByEmail(deps, email);
  if (existing) {
    if (existing.role !== 'admin') {
      throw new StartupRefusal(
        `ADMIN_EMAIL ${email} belongs to an existing ${existing.role} account, which is never promoted to admin. Choose an address no account uses.`,
      );
    }
    const passwordChanged = !(await verifyPassword(existing.passwordHash, password));
    if (passwordChanged || existing.disabledAt) {
      const passwordHash = passwordChanged
        ? await hashPassword(deps.config, password)
        : existing.passwordHash;
      await deps.db
        .update(users)
        .set({ passwordHash, disabledAt: null })
        .where(eq(users.id, existing.id));
    }
    if (passwordChanged) await endSessions(deps, { userId: existing.id });
    return { email, created: false };
  }
  await deps.db
    .insert(users)
    .values({
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(deps.config, password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  return { email, created: true };
}

/**
 * Admin accounts no longer in the configuration (ADMIN_EMAIL changed) are disabled and signed out: they cannot
 * sign in again, and their rows stay for the audit log that names them. Configuring the address again enables it.
 */
export async function retireUnconfiguredAdmins(deps: AppDeps) {
  const email = (deps.config.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).trim().toLowerCase();
  const retired = await deps.db
    .update(users)
    .set({ disabledAt: new Date() })
    .where(
      and(
        eq(users.role, 'admin'),
        ne(sql`lower(${users.email})`, email),
        sql`${users.disabledAt} is null`,
      ),
    )
    .returning({ id: users.id });
  for (const admin of retired) await endSessions(deps, { userId: admin.id });
  return retired.map((admin) => admin.id);
}
