import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminPitch, AdminPitchPage, BulkDeleteResponse } from '@takeoff/shared/admin';
import type { PageQuery } from '@takeoff/shared/common';
import { isNotAnalysed } from '@takeoff/shared/confidence';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mediaFiles } from '../../db/schema/media';
import { candidatePitches } from '../../db/schema/pitches';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';
import { deleteStoredObjects } from './stored-objects';
import { deleteVideosOfCandidates, rerunPending } from '../pitch-videos/pitch-videos.store';

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
  // The candidate's newest video after the live one that is not ready (being processed, or failed).
  const newestPending = (column: 'id' | 'state') =>
    sql`(select ${sql.raw(`p.${column}`)} from ${pitchVideos} p
      where p.candidate_id = ${candidatePitches.candidateId} and p.state <> 'ready'
        and p.id > coalesce(${candidatePitches.videoId}, 0)
      order by p.id desc limit 1)`;
  const rows = await deps.db
    .select({
      pitch: candidatePitches,
      candidateName: users.name,
      key: orderKey,
      created: createdText,
      liveSource: pitchVideos.source,
      liveState: pitchVideos.state,
      // A ready video an admin asked to process again shows as processing until that run ends.
      liveRerun: rerunPending,
      durationMs: pitchVideos.durationMs,
      pendingId: newestPending('id').mapWith((v) => (v === null ? null : Number(v))),
      pendingState: newestPending('state').mapWith((v) => (v === null ? null : String(v))),
    })
    .from(candidatePitches)
    .leftJoin(users, eq(users.id, candidatePitches.candidateId))
    .leftJoin(pitchVideos, eq(pitchVideos.id, candidatePitches.videoId))
    .where(after)
    .orderBy(asc(orderKey), desc(candidatePitches.createdAt), desc(candidatePitches.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): AdminPitch => {
      const { pitch, candidateName } = row;
      return {
        id: pitch.id,
        title: pitch.title,
        skills: pitch.skills,
        is_active: pitch.isActive,
        candidate_name: candidateName,
        created_at: pitch.createdAt.toISOString(),
        mood_score: pitch.moodScore,
        confidence_score: pitch.confidenceScore,
        not_analysed: isNotAnalysed(pitch.analysis),
        video_url: pitch.videoUrl,
        youtube_link: pitch.youtubeLink,
        thumbnail_url: pitch.thumbnailUrl,
        order_index: pitch.orderIndex,
        source: (row.liveSource as 'recorded' | 'uploaded' | null) ?? 'youtube',
        video_id: pitch.videoId,
        duration_seconds: row.durationMs === null ? null : row.durationMs / 1000,
        processing_state: ((row.pendingId !== null
          ? row.pendingState
          : row.liveRerun
            ? 'processing'
            : row.liveState) ?? null) as AdminPitch['processing_state'],
        processing_video_id: row.pendingId ?? pitch.videoId,
      };
    }),
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
  // Their Takeoff videos (original, rendition, poster) go with them.
  keys.push(
    ...(await deleteVideosOfCandidates(
      tx,
      deleted.map((p) => p.candidateId),
      'pitch',
    )),
  );
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
