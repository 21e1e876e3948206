import { eq } from 'drizzle-orm';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { verifyPassword } from '../auth/password';
import { eraseUser } from './erasure.service';

/** Self-service erasure: the password confirms it is the owner, not someone at an unlocked screen. */
export async function deleteOwnAccount(deps: AppDeps, actor: SessionUser, password: string) {
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw AppError.unauthenticated();
  if (!(await verifyPassword(row.passwordHash, password))) throw AppError.forbidden(GDPR_TEXTS.wrongPassword, 'WRONG_PASSWORD');
  assertOrganisationKeepsAnOwner(actor);
  // Sessions cascade away with the user row, so every device is signed out at once.
  return eraseUser(deps, actor.id, { by: actor });
}

/**
 * An organisation always has exactly one owner, and its rows hang on the company account it started as. So the
 * owner of an organisation started by another account hands ownership on first; the account that started it goes
 * only with the organisation, which is its owner's decision (the owner of their own organisation deletes both).
 */
function assertOrganisationKeepsAnOwner(actor: SessionUser) {
  const org = actor.org;
  if (!org) return;
  if (org.role === 'owner' && org.id !== actor.id) {
    throw AppError.conflict('You own this organisation: hand ownership to another member before you delete your account', 'OWNER_REQUIRED');
  }
  if (org.role !== 'owner' && org.id === actor.id) {
    throw AppError.conflict("This account holds the organisation's data: ask its owner to take over or delete the organisation", 'ORGANISATION_ACCOUNT');
  }
}
