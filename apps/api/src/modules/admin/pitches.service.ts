import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminPitch, AdminPitchPage, BulkDeleteResponse } from '@takeoff/shared/admin';
import type { PageQuery } from '@takeoff/shared/common';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mediaFiles } from '../../db/schema/media';
import { candidatePitches } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';
import { deleteStoredObjects } from './stored-objects';

/** The public order: order_index (missing = 999), then newest first; id breaks ties. */
const orderKey = sql<number>`coalesce(${candidatePitches.orderIndex}, 999)`.mapWith(Number);
const createdText = sql<string>`${candidatePitches.createdAt}::text`;

export async function listPitches(deps: AppDeps, query: PageQuery): Promise<AdminPitchPage> {
  let after;
  if (query.cursor) {
    const [key, created, id] = decodeCursor(query.cursor, ['int', 'timestamp', 'id']);
    after = sql`(${orderKey} > ${key} or (${orderKey} = ${key} and (${candidatePitches.createdAt} < ${created}::timestamptz
      or (${candidatePitches.createdAt} = ${created}::timestamptz and ${candidatePitches.id} < ${id}))))`;
  }
  const rows = await deps.db
    .select({
      pitch: candidatePitches,
      candidateName: users.name,
      key: orderKey,
      created: createdText,
    })
    .from(candidatePitches)
    .leftJoin(users, eq(users.id, candidatePitches.candidateId))
    .where(after)
    .orderBy(asc(orderKey), desc(candidatePitches.createdAt), desc(candidatePitches.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ pitch, candidateName }): AdminPitch => ({
      id: pitch.id,
      title: pitch.title,
      skills: pitch.skills,
      is_active: pitch.isActive,
      candidate_name: candidateName,
      created_at: pitch.createdAt.toISOString(),
      mood_score: pitch.moodScore,
      confidence_score: pitch.confidenceScore,
      video_url: pitch.videoUrl,
      youtube_link: pitch.youtubeLink,
      thumbnail_url: pitch.thumbnailUrl,
      order_index: pitch.orderIndex,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.key, last.created, last.pitch.id])
        : null,
  };
}

const MEDIA_URL = /^\/api\/media\/([0-9a-f]{32})$/;

/** Deletes pitches and the uploaded videos they point at (owned by their candidate); returns storage keys to remove after commit. */
async function deletePitchRows(tx: Executor, ids: number[]) {
  const deleted = await tx
    .delete(candidatePitches)
    .where(inArray(candidatePitches.id, ids))
    .returning({
      id: candidatePitches.id,
      title: candidatePitches.title,
      candidateId: candidatePitches.candidateId,
      videoUrl: candidatePitches.videoUrl,
    });
  const keys: string[] = [];
  for (const pitch of deleted) {
    const accessKey = MEDIA_URL.exec(pitch.videoUrl ?? '')?.[1];
    if (!accessKey) continue;
    const gone = await tx
      .delete(mediaFiles)
      .where(and(eq(mediaFiles.accessKey, accessKey), eq(mediaFiles.ownerId, pitch.candidateId)))
      .returning({ key: mediaFiles.storageKey });
    keys.push(...gone.map((m) => m.key));
  }
  return { deleted, keys };
}

export async function deletePitch(deps: AppDeps, actor: SessionUser, pitchId: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const { deleted, keys } = await deletePitchRows(tx, [pitchId]);
    const pitch = deleted[0];
    if (!pitch) throw AppError.notFound('Pitch not found');
    await recordAudit(tx, actor, {
      action: 'pitch.delete',
      targetType: 'candidate_pitch',
      targetId: pitchId,
      details: { candidateId: pitch.candidateId },
    });
    return keys;
  });
  await deleteStoredObjects(deps, keys);
}

/** Deletes the listed pitches that exist; an empty selection does nothing. */
export async function bulkDeletePitches(
  deps: AppDeps,
  actor: SessionUser,
  pitchIds: number[],
): Promise<BulkDeleteResponse> {
  if (pitchIds.length === 0) return { deleted: 0 };
  const { count, keys } = await deps.db.transaction(async (tx) => {
    const { deleted, keys } = await deletePitchRows(tx, [...new Set(pitchIds)]);
    if (deleted.length > 0) {
      await recordAudit(tx, actor, {
        action: 'pitch.bulk_delete',
        targetType: 'candidate_pitch',
        details: { ids: deleted.map((p) => p.id) },
      });
    }
    return { count: deleted.length, keys };
  });
  await deleteStoredObjects(deps, keys);
  return { deleted: count };
}
