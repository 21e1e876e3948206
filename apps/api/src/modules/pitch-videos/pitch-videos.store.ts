import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pitchVideos } from '../../db/schema/pitch-videos';
import type { PitchVideoRow } from './pitch-videos.views';

// The pitch videos' SQL that other modules use too (pitches, gdpr, admin): it imports no service.

/** Every storage object a video row names: the original and whatever processing made from it. */
export const storageKeysOf = (
  row: Pick<PitchVideoRow, 'originalKey' | 'renditionKey' | 'posterKey'>,
): string[] =>
  [row.originalKey, row.renditionKey, row.posterKey].filter((k): k is string => Boolean(k));

/**
 * True while an admin's re-run of a ready video is waiting or running. A mark older than an hour (a worker that died
 * without recording the end) no longer holds a new re-run back.
 */
export const rerunPending = sql<boolean>`coalesce(${pitchVideos.rerunQueuedAt} > now() - interval '1 hour', false)`;

export async function findVideo(exec: Executor, id: number): Promise<PitchVideoRow | null> {
  const [row] = await exec.select().from(pitchVideos).where(eq(pitchVideos.id, id)).limit(1);
  return row ?? null;
}

export async function findVideoByAccessKey(
  exec: Executor,
  accessKey: string,
): Promise<PitchVideoRow | null> {
  const [row] = await exec
    .select()
    .from(pitchVideos)
    .where(eq(pitchVideos.accessKey, accessKey))
    .limit(1);
  return row ?? null;
}

export async function videosByIds(
  exec: Executor,
  ids: (number | null)[],
): Promise<Map<number, PitchVideoRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await exec.select().from(pitchVideos).where(inArray(pitchVideos.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Storage keys of every pitch video of a candidate (read before the rows go). */
export async function videoKeysOfCandidate(exec: Executor, candidateId: number) {
  const rows = await exec
    .select()
    .from(pitchVideos)
    .where(eq(pitchVideos.candidateId, candidateId));
  return rows.flatMap(storageKeysOf);
}

/** A pitch's video, not a video answer to a flight's question (which the pitch's life never touches). */
export const isPitchVideo = eq(pitchVideos.purpose, 'pitch');

/**
 * Deletes the candidates' videos and returns the storage keys to delete once the transaction commits: with their
 * pitch only the pitch's (`'pitch'`), with their account or by retention every one (answers too).
 */
export async function deleteVideosOfCandidates(
  exec: Executor,
  candidateIds: number[],
  purpose: 'pitch' | 'all',
): Promise<string[]> {
  if (candidateIds.length === 0) return [];
  const rows = await exec
    .delete(pitchVideos)
    .where(
      and(
        inArray(pitchVideos.candidateId, candidateIds),
        purpose === 'pitch' ? isPitchVideo : undefined,
      ),
    )
    .returning();
  return rows.flatMap(storageKeysOf);
}

/** Deletes the candidate's videos other than `keepId` (the live one of a pitch switched away from them, or not). */
export async function deleteOtherVideos(
  exec: Executor,
  candidateId: number,
  keepId: number | null,
): Promise<string[]> {
  const rows = await exec
    .delete(pitchVideos)
    .where(
      and(
        eq(pitchVideos.candidateId, candidateId),
        isPitchVideo,
        keepId === null ? undefined : ne(pitchVideos.id, keepId),
      ),
    )
    .returning();
  return rows.flatMap(storageKeysOf);
}

/**
 * The one the studio shows pending: the candidate's newest video after the live one (`afterId`) that is not ready.
 * With no live video (null) the newest of any state: a video that finished processing before the candidate saved a
 * pitch is still the one to put on it.
 */
export async function pendingVideoOf(
  exec: Executor,
  candidateId: number,
  afterId: number | null,
): Promise<PitchVideoRow | null> {
  const [row] = await exec
    .select()
    .from(pitchVideos)
    .where(
      and(
        eq(pitchVideos.candidateId, candidateId),
        isPitchVideo,
        afterId === null ? undefined : ne(pitchVideos.state, 'ready'),
        afterId === null ? undefined : gt(pitchVideos.id, afterId),
      ),
    )
    .orderBy(desc(pitchVideos.id))
    .limit(1);
  return row ?? null;
}

/** The candidate's video sent under this upload key (PITCH_VIDEO_UPLOAD_KEY), if one was kept. */
export async function videoOfUpload(
  exec: Executor,
  candidateId: number,
  uploadKey: string,
): Promise<PitchVideoRow | null> {
  const [row] = await exec
    .select()
    .from(pitchVideos)
    .where(and(eq(pitchVideos.candidateId, candidateId), eq(pitchVideos.uploadKey, uploadKey)))
    .limit(1);
  return row ?? null;
}
