import { and, asc, eq, sql } from 'drizzle-orm';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import type {
  OrgMemberList,
  TransferOwnershipRequest,
  UpdateMemberRequest,
} from '@takeoff/shared/org';
import { users } from '../../db/schema/auth';
import { orgMembers } from '../../db/schema/org';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type SessionUser } from '../../http/session';
import { endSessions, sessionIdsOf } from '../auth/session-store';
import { verifyPassword } from '../auth/password';
import { eraseUser } from '../gdpr/erasure.service';
import { orgOf, revokeInvitationsOf } from './invitations.service';
import { separateFounder } from './organisation-identity';
import { closeOrganisation } from './organisation-closing';

type Deps = Pick<AppDeps, 'db' | 'sessionSockets'>;

const MEMBER_LIST_LIMIT = 500;

/** The actor's organisation's members, the owner first, then by joining date. */
export async function listMembers(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
): Promise<OrgMemberList> {
  const org = orgOf(actor);
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: orgMembers.role,
      joinedAt: orgMembers.createdAt,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(eq(orgMembers.orgId, org.id))
    .orderBy(
      sql`${orgMembers.role} = 'owner' desc`,
      asc(orgMembers.createdAt),
      asc(orgMembers.userId),
    )
    .limit(MEMBER_LIST_LIMIT);
  return {
    items: rows.map((r) => ({
      ...r,
      joinedAt: r.joinedAt.toISOString(),
      isYou: r.id === actor.id,
    })),
  };
}

async function memberOf(deps: Pick<AppDeps, 'db'>, orgId: number, userId: number) {
  const [row] = await deps.db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound('Member not found');
  return row;
}

const ownerOnlyByTransfer = () =>
  AppError.conflict(
    'An organisation always has exactly one owner: hand ownership to another member first',
    'OWNER_REQUIRED',
  );

/**
 * Changes a member's role between recruiter and interviewer (the owner changes only through a transfer). Their live
 * sockets close, so they reconnect hearing only what the new role may (an interviewer not the organisation's inbox).
 */
export async function changeRole(
  deps: Deps,
  actor: SessionUser,
  memberId: number,
  input: UpdateMemberRequest,
) {
  const org = orgOf(actor);
  const member = await memberOf(deps, org.id, memberId);
  if (member.role === 'owner') throw ownerOnlyByTransfer();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orgMembers)
      .set({ role: input.role })
      .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, memberId)));
    await revokeInvitationsOf(tx, org.id, memberId, input.role);
  });
  if (member.role !== input.role) deps.sessionSockets.end(await sessionIdsOf(deps.db, memberId));
  return (await listMembers(deps, actor)).items.find((m) => m.id === memberId)!;
}

/**
 * Removes a member: their sessions end at once (cookie and bearer token alike), the invitations they issued end,
 * their account stays theirs.
 */
export async function removeMember(deps: Deps, actor: SessionUser, memberId: number) {
  const org = orgOf(actor);
  const member = await memberOf(deps, org.id, memberId);
  if (member.role === 'owner') throw ownerOnlyByTransfer();
  const ended = await deps.db.transaction(async (tx) => {
    await tx
      .delete(orgMembers)
      .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, memberId)));
    await revokeInvitationsOf(tx, org.id, memberId, null);
    return endSessions(deps, { userId: memberId }, tx);
  });
  // Their open sockets close once the change is committed.
  deps.sessionSockets.end(ended);
}

/**
 * The owner hands ownership to another member and becomes a recruiter. The owner's row is locked first, so two
 * transfers cannot interleave; the unique index on owners keeps it to one at every step. A founder handing on stops
 * being the organisation's account: their person is separated from its identity first (see separateFounder), and
 * their sockets rejoin as that person.
 */
export async function transferOwnership(
  deps: Deps,
  actor: SessionUser,
  input: TransferOwnershipRequest,
) {
  const org = orgOf(actor);
  if (input.memberId === actor.id)
    throw AppError.conflict('You already own this organisation', 'ALREADY_OWNER');
  await memberOf(deps, org.id, input.memberId);
  const separated = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.role, 'owner')))
      .for('update');
    if (owner?.userId !== actor.id)
      throw AppError.forbidden('Only the owner can hand ownership on', 'ORG_ROLE_FORBIDDEN');
    const founder = actor.id === org.id ? await separateFounder(tx, org.id) : null;
    const me = founder?.personId ?? actor.id;
    await tx.update(orgMembers).set({ role: 'recruiter' }).where(eq(orgMembers.userId, me));
    await revokeInvitationsOf(tx, org.id, me, 'recruiter');
    const [promoted] = await tx
      .update(orgMembers)
      .set({ role: 'owner' })
      .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, input.memberId)))
      .returning();
    if (!promoted) throw AppError.notFound('Member not found');
    return founder;
  });
  if (separated) deps.sessionSockets.end(separated.sessionIds);
  return listMembers(deps, {
    ...actor,
    id: separated?.personId ?? actor.id,
    org: { ...org, role: 'recruiter' },
  });
}

/**
 * The owner deletes the organisation: its identity goes (GDPR erasure: every job, application, thread, note,
 * interview and stored file of it, by cascade) and every member, the owner included, stays a person with their own
 * account but without an organisation; every member's sessions end at once. A founder still holding the
 * organisation as their account is separated from it first, so their sign-in survives. Needs the owner's password.
 */
export async function deleteOrganisation(deps: AppDeps, actor: SessionUser, password: string) {
  const org = orgOf(actor);
  const [me] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!me || !(await verifyPassword(me.passwordHash, password)))
    throw AppError.forbidden(GDPR_TEXTS.wrongPassword, 'WRONG_PASSWORD');
  const founder =
    actor.id === org.id ? await deps.db.transaction((tx) => separateFounder(tx, org.id)) : null;
  // The owner acts as their person: the notices name who acted and survive the organisation's erasure.
  const owner = founder?.personId ?? actor.id;
  await closeOrganisation(deps, { ...actor, id: owner, partyId: owner }, org.id);
  const members = await deps.db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, org.id));
  // The erasure is the organisation's own (its identity is the one erased), decided by its owner.
  await eraseUser(deps, org.id, { by: { id: org.id, role: 'company' } });
  for (const { userId } of members) await endSessions(deps, { userId });
}
