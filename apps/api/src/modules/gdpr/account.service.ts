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
  // Sessions cascade away with the user row, so every device is signed out at once.
  return eraseUser(deps, actor.id, { by: actor });
}
