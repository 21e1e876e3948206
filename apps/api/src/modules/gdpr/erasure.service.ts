import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '@takeoff/shared/auth';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { gdprErasures } from '../../db/schema/gdpr';
import { notifications } from '../../db/schema/notifications';
import { AppError } from '../../http/app-error';
import { sessionIdsOf } from '../auth/session-store';
import { dropQueuedMail } from '../mail/mail.service';
import { deleteAnswerVideosOfCompany } from '../video-answers/video-answers.store';
import { deleteStorageObjects, storageKeysOfUser } from './storage-objects';

export interface ErasureActor {
  id: number;
  role: UserRole;
}

export interface ErasureResult {
  userId: number;
  storageObjectsDeleted: number;
  storageObjectsFailed: number;
}

/**
 * Erases an account (GDPR Art. 17): the user row goes, and with it — through ON DELETE CASCADE —
 * their pitch, media rows, applications, messages, ratings given and received (so rankings forget
 * them), interviews, sessions and every other row an area keeps for them. Consent records stay,
 * as the law requires, with the user id cleared by the foreign key and the deletion noted. Stored
 * files are listed inside the transaction and deleted after it commits, so a rollback never leaves
 * rows pointing at missing files.
 *
 * The admin module calls this for DELETE /api/admin/users/:id with `by` = the admin.
 */
export async function eraseUser(
  deps: AppDeps,
  userId: number,
  options: { by: ErasureActor },
): Promise<ErasureResult> {
  const { by } = options;
  let endedSessions: number[] = [];
  const keys = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!target) throw AppError.notFound('User not found');
    if (target.role === 'admin')
      throw AppError.forbidden(
        'Administrator accounts cannot be erased here',
        'ADMIN_NOT_ERASABLE',
      );
    if (by.id !== userId && by.role !== 'admin') throw AppError.forbidden();

    const objectKeys = [
      ...(await storageKeysOfUser(tx, userId)),
      // A company's: the answer videos candidates sent to its flights (their rows would only lose the link).
      ...(await deleteAnswerVideosOfCompany(tx, userId)),
    ];
    const now = new Date();
    await tx
      .update(candidateConsents)
      .set({ accountDeletedAt: now })
      .where(eq(candidateConsents.userId, userId));
    await tx
      .update(companyConsents)
      .set({ accountDeletedAt: now })
      .where(eq(companyConsents.userId, userId));
    // Notifications the user caused (addressed to others) may carry their name; they go too.
    await tx.delete(notifications).where(eq(notifications.actorId, userId));
    await tx.insert(gdprErasures).values({
      erasedUserId: userId,
      role: target.role,
      requestedBy: by.id === userId ? 'self' : 'admin',
      adminId: by.id === userId ? null : by.id,
      storageObjectsDeleted: objectKeys.length,
    });
    // Mail still waiting for them goes with their data.
    await dropQueuedMail(deps, tx, userId);
    // Sessions cascade away with the user row; their sockets are disconnected once that commits.
    endedSessions = await sessionIdsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return objectKeys;
  });
  deps.sessionSockets.end(endedSessions);

  const { deleted, failed } = await deleteStorageObjects(deps, keys);
  if (failed.length > 0) {
    deps.logger.error({ userId, keys: failed }, 'erasure: storage objects could not be deleted');
    await deps.db
      .update(gdprErasures)
      .set({ storageObjectsDeleted: sql`${gdprErasures.storageObjectsDeleted} - ${failed.length}` })
      .where(eq(gdprErasures.erasedUserId, userId));
  }
  deps.logger.info(
    { userId, requestedBy: by.id === userId ? 'self' : 'admin', objects: deleted },
    'account erased',
  );
  return { userId, storageObjectsDeleted: deleted, storageObjectsFailed: failed.length };
}
