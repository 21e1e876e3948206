import { randomBytes } from 'node:crypto';
import { and, desc, eq, exists, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@takeoff/shared/constants';
import {
  INVITATION_TTL_DAYS,
  type AcceptInvitationRequest,
  type CreatedInvitation,
  type CreateInvitationRequest,
  type InvitationPreview,
  type OrgInvitation,
  type OrgInvitationList,
} from '@takeoff/shared/org';
import { canInvite, ORG_ROLE_LABELS, type OrgRole } from '@takeoff/shared/org-roles';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { orgInvitations, orgMembers } from '../../db/schema/org';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type SessionUser } from '../../http/session';
import { createSession, hashToken } from '../auth/session-store';
import { hashPassword } from '../auth/password';
import { toUser } from '../auth/auth.service';
import { queueMail } from '../mail/mail.service';
import { membershipOf } from './membership';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mail'>;
type InvitationRow = typeof orgInvitations.$inferSelect;

const DAY_MS = 86_400_000;
const invitedByName = sql<
  string | null
>`(select name from users where id = ${orgInvitations.invitedBy})`;

/** The organisation the actor acts for; the router let only members through, so a missing one is a 403. */
export function orgOf(actor: SessionUser) {
  if (!actor.org)
    throw AppError.forbidden(
      'Your account is not a member of an organisation any more',
      'NO_ORGANISATION',
    );
  return actor.org;
}

const toInvitation = (row: InvitationRow & { invitedByName: string | null }): OrgInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role === 'owner' ? 'recruiter' : row.role,
  invitedBy: row.invitedByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const inviteUrl = (deps: Pick<AppDeps, 'config'>, token: string) =>
  `${deps.config.appOrigin}/invite?token=${encodeURIComponent(token)}`;

const invalidToken = () =>
  AppError.badRequest(
    'This invitation is invalid, was already used or has expired. Ask for a new one.',
    'INVALID_INVITATION',
  );

/**
 * Invites an address to the actor's organisation: the owner may invite recruiters and interviewers, a recruiter
 * interviewers. A pending invitation to the same address is replaced only when the request says so (a resend or a
 * role change voids the old link); otherwise 409 INVITATION_PENDING names its role. The link goes
 * only to the invited inbox, never in the answer: following it proves the address. Every address gets the same
 * answer (whether a candidate or an admin uses it is nobody's business); the inviter learns what the invitee decides.
 */
export async function createInvitation(
  deps: Deps,
  actor: SessionUser,
  input: CreateInvitationRequest,
  now = new Date(),
): Promise<CreatedInvitation> {
  const org = orgOf(actor);
  if (!canInvite(org.role, input.role))
    throw AppError.forbidden(
      `${ORG_ROLE_LABELS[org.role]}s cannot invite ${input.role}s`,
      'ORG_ROLE_FORBIDDEN',
    );
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  // Members are listed to the inviter anyway, so saying so reveals nothing new.
  if (existing && (await membershipOf(deps.db, existing.id))?.id === org.id)
    throw AppError.conflict('This address is already a member', 'ALREADY_MEMBER');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const row = await deps.db.transaction(async (tx) => {
    const sameAddress = and(
      eq(orgInvitations.orgId, org.id),
      eq(sql`lower(${orgInvitations.email})`, input.email),
    );
    const [pending] = await tx
      .select({ id: orgInvitations.id, role: orgInvitations.role })
      .from(orgInvitations)
      .where(and(sameAddress, gt(orgInvitations.expiresAt, now)))
      .for('update')
      .limit(1);
    if (pending) {
      // Re-inviting must not quietly change the role and void the link: the inviter says which they want.
      if (!input.replacePending)
        throw new AppError(
          'INVITATION_PENDING',
          409,
          `This address already has a pending invitation as ${ORG_ROLE_LABELS[pending.role].toLowerCase()}. Resend it, or change its role.`,
          undefined,
          { pending: { id: pending.id, role: pending.role } },
        );
      if (!canInvite(org.role, pending.role))
        throw AppError.forbidden(
          `${ORG_ROLE_LABELS[org.role]}s cannot replace an invitation as ${pending.role}`,
          'ORG_ROLE_FORBIDDEN',
        );
    }
    await tx.delete(orgInvitations).where(sameAddress);
    const [created] = await tx
      .insert(orgInvitations)
      .values({
        orgId: org.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    // The invitee may have no account (no language of their own yet): the mail is written in the inviter's.
    await queueMail(
      deps,
      tx,
      'org_invitation',
      { email: input.email, userId: existing?.id ?? null, locale: actor.locale },
      {
        organisation: org.name,
        inviter: actor.name,
        role: ORG_ROLE_LABELS[input.role].toLowerCase(),
        url: inviteUrl(deps, token),
        expiresOn: expiresAt.toISOString().slice(0, 10),
      },
    );
    return created!;
  });
  return toInvitation({ ...row, invitedByName: actor.name });
}

/** Pending invitations of the actor's organisation, newest first (expired ones are left out). */
export async function listInvitations(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  now = new Date(),
): Promise<OrgInvitationList> {
  const org = orgOf(actor);
  const rows = await deps.db
    .select({ ...invitationColumns(), invitedByName })
    .from(orgInvitations)
    .where(
      and(
        eq(orgInvitations.orgId, org.id),
        gt(orgInvitations.expiresAt, now),
        inviterStillMay(deps.db),
      ),
    )
    .orderBy(desc(orgInvitations.id))
    .limit(200);
  return { items: rows.map(toInvitation) };
}

const invitationColumns = () => ({
  id: orgInvitations.id,
  orgId: orgInvitations.orgId,
  email: orgInvitations.email,
  role: orgInvitations.role,
  tokenHash: orgInvitations.tokenHash,
  invitedBy: orgInvitations.invitedBy,
  createdAt: orgInvitations.createdAt,
  expiresAt: orgInvitations.expiresAt,
});

/** Revokes a pending invitation of the actor's organisation (another organisation's is not found). */
export async function revokeInvitation(deps: Pick<AppDeps, 'db'>, actor: SessionUser, id: number) {
  const org = orgOf(actor);
  const [row] = await deps.db
    .select()
    .from(orgInvitations)
    .where(and(eq(orgInvitations.id, id), eq(orgInvitations.orgId, org.id)))
    .limit(1);
  if (!row) throw AppError.notFound('Invitation not found');
  if (!canInvite(org.role, row.role))
    throw AppError.forbidden(
      `${ORG_ROLE_LABELS[org.role]}s cannot revoke this invitation`,
      'ORG_ROLE_FORBIDDEN',
    );
  await deps.db.delete(orgInvitations).where(eq(orgInvitations.id, id));
}

const ORG_ROLES = ['owner', 'recruiter', 'interviewer'] as const satisfies readonly OrgRole[];

/** An invitation lives only while its inviter is still in the organisation with the right to issue it (canInvite). */
const inviterStillMay = (exec: Executor) => {
  const members = alias(orgMembers, 'inviter');
  const rules = ORG_ROLES.flatMap((invited) => {
    const inviting = ORG_ROLES.filter((role) => canInvite(role, invited));
    return inviting.length
      ? [and(eq(orgInvitations.role, invited), inArray(members.role, inviting))]
      : [];
  });
  return exists(
    exec
      .select({ one: sql`1` })
      .from(members)
      .where(
        and(
          eq(members.userId, orgInvitations.invitedBy),
          eq(members.orgId, orgInvitations.orgId),
          or(...rules),
        ),
      ),
  );
};

async function pendingByToken(exec: Executor, token: string, now: Date) {
  const [row] = await exec
    .select({ ...invitationColumns(), invitedByName, organisation: users.name })
    .from(orgInvitations)
    .innerJoin(users, eq(users.id, orgInvitations.orgId))
    .where(
      and(
        eq(orgInvitations.tokenHash, hashToken(token)),
        gt(orgInvitations.expiresAt, now),
        inviterStillMay(exec),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Ends the pending invitations a member issued that they may no longer issue: all of them when they leave or are
 * removed (`role` null), those above their new role when it changes.
 */
export async function revokeInvitationsOf(
  exec: Executor,
  orgId: number,
  userId: number,
  role: OrgRole | null,
) {
  const issuedBy = and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.invitedBy, userId));
  const stale = ORG_ROLES.filter((invited) => role === null || !canInvite(role, invited));
  await exec.delete(orgInvitations).where(and(issuedBy, inArray(orgInvitations.role, stale)));
}

/** What the acceptance page shows: whose invitation, for which address and role. */
export async function previewInvitation(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await pendingByToken(deps.db, token, now);
  if (!row) throw invalidToken();
  return {
    organisation: row.organisation,
    email: row.email,
    role: row.role === 'owner' ? 'recruiter' : row.role,
    invitedBy: row.invitedByName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation. With a name and a password it creates the member's account for the invited address and
 * signs it in (as registration does); the address counts as verified because the link only ever went to that
 * inbox. With the token alone the signed-in account joins, if it is a company account in no organisation and has
 * the invited address. Spending the invitation and adding the member happen in one transaction: a token works
 * once even when two requests race, and only while its inviter may still issue it.
 */
export async function acceptInvitation(
  deps: Deps,
  visitor: SessionUser | null,
  input: AcceptInvitationRequest,
  meta: { userAgent?: string; ip?: string },
  now = new Date(),
) {
  const joinAs = input.password === undefined ? visitor : null;
  if (input.password === undefined) {
    if (!visitor)
      throw AppError.unauthenticated(
        'Sign in to accept with your account, or give a name and a password for a new one',
      );
    if (visitor.role !== 'company')
      throw AppError.conflict(
        'A candidate or admin account cannot join an organisation',
        'NOT_INVITABLE',
      );
    if (visitor.org)
      throw AppError.conflict(
        'Your account already belongs to an organisation',
        'ALREADY_IN_ORGANISATION',
      );
  }
  const passwordHash =
    input.password === undefined ? null : await hashPassword(deps.config, input.password);
  const joined = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(orgInvitations)
      .where(
        and(
          eq(orgInvitations.tokenHash, hashToken(input.token)),
          gt(orgInvitations.expiresAt, now),
          inviterStillMay(tx),
        ),
      )
      .returning();
    if (!spent) throw invalidToken();
    let userId: number;
    if (joinAs) {
      if (joinAs.email.toLowerCase() !== spent.email.toLowerCase()) {
        throw AppError.forbidden(
          'This invitation is for another address: sign in with the invited one, or open the link signed out',
          'INVITATION_FOR_ANOTHER_ADDRESS',
        );
      }
      userId = joinAs.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: spent.email,
          name: input.name!,
          role: 'company',
          passwordHash: passwordHash!,
          emailVerifiedAt: now,
          locale: input.locale ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created)
        throw AppError.conflict(
          `${MESSAGES.emailTaken} Sign in with it and open the link again to join.`,
          'EMAIL_TAKEN',
        );
      userId = created.id;
    }
    const [member] = await tx
      .insert(orgMembers)
      .values({ userId, orgId: spent.orgId, role: spent.role })
      .onConflictDoNothing()
      .returning();
    if (!member)
      throw AppError.conflict(
        'Your account already belongs to an organisation',
        'ALREADY_IN_ORGANISATION',
      );
    return { userId };
  });
  const [row] = await deps.db.select().from(users).where(eq(users.id, joined.userId)).limit(1);
  const user = toUser(row!, await membershipOf(deps.db, joined.userId));
  if (joinAs) return { user, session: null };
  return { user, session: await createSession(deps.db, deps.config, joined.userId, meta) };
}
