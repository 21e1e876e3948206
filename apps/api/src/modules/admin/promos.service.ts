import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { AdminPromoPage, BulkDeleteResponse } from '@takeoff/shared/admin';
import type { PageQuery } from '@takeoff/shared/common';
import { mediaUrl } from '@takeoff/shared/media';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mediaFiles } from '../../db/schema/media';
import { companyPromos } from '../../db/schema/promos';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';
import { deleteStoredObjects } from './stored-objects';

export async function listPromos(deps: AppDeps, query: PageQuery): Promise<AdminPromoPage> {
  const rows = await deps.db
    .select({
      promo: companyPromos,
      companyName: users.name,
      companyEmail: users.email,
      videoKey: mediaFiles.accessKey,
    })
    .from(companyPromos)
    .innerJoin(users, eq(users.id, companyPromos.companyId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, companyPromos.videoMediaId))
    .where(query.cursor ? lt(companyPromos.id, decodeIdCursor(query.cursor)) : undefined)
    .orderBy(desc(companyPromos.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(({ promo, companyName, companyEmail, videoKey }) => ({
      id: promo.id,
      company_name: companyName,
      company_email: companyEmail,
      updated_at: promo.updatedAt.toISOString(),
      video_url: videoKey ? mediaUrl(videoKey) : null,
      questions: promo.questions,
    })),
    nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.promo.id) : null,
  };
}

/** Deletes promos and their video media rows; returns the storage keys to remove after commit. */
async function deletePromoRows(tx: Executor, ids: number[]) {
  const deleted = await tx.delete(companyPromos).where(inArray(companyPromos.id, ids)).returning({
    id: companyPromos.id,
    companyId: companyPromos.companyId,
    videoMediaId: companyPromos.videoMediaId,
  });
  const mediaIds = deleted.map((p) => p.videoMediaId).filter((id): id is number => id !== null);
  const gone = mediaIds.length
    ? await tx
        .delete(mediaFiles)
        .where(inArray(mediaFiles.id, mediaIds))
        .returning({ key: mediaFiles.storageKey })
    : [];
  return { deleted, keys: gone.map((m) => m.key) };
}

export async function deletePromo(deps: AppDeps, actor: SessionUser, promoId: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const { deleted, keys } = await deletePromoRows(tx, [promoId]);
    const promo = deleted[0];
    if (!promo) throw AppError.notFound('Company promo not found');
    await recordAudit(tx, actor, {
      action: 'promo.delete',
      targetType: 'company_promo',
      targetId: promoId,
      details: { companyId: promo.companyId },
    });
    return keys;
  });
  await deleteStoredObjects(deps, keys);
}

/** Deletes the listed promos that exist; an empty selection does nothing. */
export async function bulkDeletePromos(
  deps: AppDeps,
  actor: SessionUser,
  promoIds: number[],
): Promise<BulkDeleteResponse> {
  if (promoIds.length === 0) return { deleted: 0 };
  const { count, keys } = await deps.db.transaction(async (tx) => {
    const { deleted, keys } = await deletePromoRows(tx, [...new Set(promoIds)]);
    if (deleted.length > 0) {
      await recordAudit(tx, actor, {
        action: 'promo.bulk_delete',
        targetType: 'company_promo',
        details: { ids: deleted.map((p) => p.id) },
      });
    }
    return { count: deleted.length, keys };
  });
  await deleteStoredObjects(deps, keys);
  return { deleted: count };
}
