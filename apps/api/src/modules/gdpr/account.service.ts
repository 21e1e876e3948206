import { and, eq, ne } from 'drizzle-orm';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { orgMembers } from '../../db/schema/org';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { verifyPassword } from '../auth/password';
import { eraseUser } from './erasure.service';

/** Self-service erasure: the password confirms it is the owner, not someone at an unlocked screen. */
export async function deleteOwnAccount(deps: AppDeps, actor: SessionUser, password: string) {
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) throw AppError.unauthenticated();
  if (!(await verifyPassword(row.passwordHash, password)))
    throw AppError.forbidden(GDPR_TEXTS.wrongPassword, 'WRONG_PASSWORD');
  await assertOrganisationKeepsAnOwner(deps, actor);
  // The sole owner of an organisation that is its own identity: the organisation goes first, then the person.
  if (actor.org?.role === 'owner' && actor.org.id !== actor.id)
    await eraseUser(deps, actor.org.id, { by: { id: actor.org.id, role: 'company' } });
  // Sessions cascade away with the user row, so every device is signed out at once.
  return eraseUser(deps, actor.id, { by: actor });
}

/**
 * Deleting a person never deletes an organisation that has another member: its owner hands ownership on first. An
 * owner who is the only member decides for both, so their organisation goes with them.
 */
async function assertOrganisationKeepsAnOwner(deps: AppDeps, actor: SessionUser) {
  const org = actor.org;
  if (!org || org.role !== 'owner') return;
  const others = await deps.db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, org.id), ne(orgMembers.userId, actor.id)))
    .limit(1);
  if (others.length > 0)
    throw AppError.conflict(
      'You own this organisation: hand ownership to another member before you delete your account',
      'OWNER_REQUIRED',
    );
}
