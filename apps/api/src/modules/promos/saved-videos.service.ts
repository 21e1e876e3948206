import { and, desc, eq } from 'drizzle-orm';
import { mediaUrl } from '@takeoff/shared/media';
import { PROMO_MESSAGES, savedVideoTitle, type SavedVideo } from '@takeoff/shared/promos';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { mediaFiles } from '../../db/schema/media';
import { companyPromos, savedVideos } from '../../db/schema/promos';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';

type Deps = Pick<AppDeps, 'db'>;

/** A candidate's saved promo videos, newest first (bounded by the number of companies). */
export async function listSavedVideos(
  deps: Deps,
  actor: SessionUser,
  promoId?: number,
): Promise<SavedVideo[]> {
  const rows = await deps.db
    .select({
      promoId: savedVideos.promoId,
      savedAt: savedVideos.savedAt,
      companyId: companyPromos.companyId,
      companyName: users.name,
      videoKey: mediaFiles.accessKey,
    })
    .from(savedVideos)
    .innerJoin(companyPromos, eq(companyPromos.id, savedVideos.promoId))
    .innerJoin(users, eq(users.id, companyPromos.companyId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, companyPromos.videoMediaId))
    .where(
      and(
        eq(savedVideos.candidateId, actor.id),
        promoId === undefined ? undefined : eq(savedVideos.promoId, promoId),
      ),
    )
    .orderBy(desc(savedVideos.savedAt), desc(savedVideos.promoId));
  return rows.map((row) => ({
    id: row.promoId,
    promoId: row.promoId,
    companyId: row.companyId,
    companyName: row.companyName,
    videoTitle: savedVideoTitle(row.companyName),
    videoUrl: row.videoKey ? mediaUrl(row.videoKey) : null,
    savedAt: row.savedAt.toISOString(),
  }));
}

/** Saves a promo that has a video; saving it again is harmless. */
export async function saveVideo(
  deps: Deps,
  actor: SessionUser,
  promoId: number,
): Promise<SavedVideo> {
  const [promo] = await deps.db
    .select({ videoMediaId: companyPromos.videoMediaId })
    .from(companyPromos)
    .where(eq(companyPromos.id, promoId));
  if (!promo) throw AppError.notFound('Promo not found');
  if (!promo.videoMediaId) throw AppError.conflict(PROMO_MESSAGES.noPromoVideo, 'NO_PROMO_VIDEO');
  await deps.db
    .insert(savedVideos)
    .values({ candidateId: actor.id, promoId })
    .onConflictDoNothing();
  const [saved] = await listSavedVideos(deps, actor, promoId);
  return saved!;
}

export async function removeSavedVideo(
  deps: Deps,
  actor: SessionUser,
  promoId: number,
): Promise<void> {
  const removed = await deps.db
    .delete(savedVideos)
    .where(and(eq(savedVideos.candidateId, actor.id), eq(savedVideos.promoId, promoId)))
    .returning({ promoId: savedVideos.promoId });
  if (removed.length === 0) throw AppError.notFound('This video is not in your Saved Videos');
}
