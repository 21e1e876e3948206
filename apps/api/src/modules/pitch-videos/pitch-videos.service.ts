import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import {
  PITCH_VIDEO_ERRORS,
  type PitchStudioState,
  type PitchVideoOwnerView,
  type PitchVideoSource,
  type SaveTranscriptRequest,
} from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { candidatePitches } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { assertCompanyMaySeePitch, pitchOfCandidate } from '../pitches/pitches.service';
import { deleteStorageObjects } from '../gdpr/storage-objects';
import { toWebVtt } from '../transcription/webvtt';
import {
  PITCH_VIDEO_QUEUE,
  segmentsOf,
  toPitchVideoOwnerView,
  type PitchVideoAsset,
  type PitchVideoJobData,
  type PitchVideoRow,
} from './pitch-videos.views';
import { analysisOf } from './pitch-videos.going-live';
import {
  findVideo,
  findVideoByAccessKey,
  pendingVideoOf,
  rerunPending,
  storageKeysOf,
  videoOfUpload,
} from './pitch-videos.store';

/** A crashed or failed processing run is retried a few times before the video is left failed. */
async function queueProcessing(
  deps: Pick<AppDeps, 'jobs'>,
  exec: Executor,
  data: PitchVideoJobData,
) {
  await deps.jobs.send(PITCH_VIDEO_QUEUE, data, { exec });
}

/** 192 random bits, URL-safe: the media URLs of a video carry it. */
export const newAccessKey = () => randomBytes(24).toString('base64url');

/**
 * Keeps a finished upload: the original goes to storage under a key that names nothing of the file, then the row and
 * its processing job are written in one transaction (no job without a row, no row without a job). A failure after
 * the object was stored removes it again.
 */
export async function keepUpload(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'storage' | 'logger'>,
  input: {
    candidateId: number;
    source: PitchVideoSource;
    contentType: string;
    body: Readable;
    /** The browser's id of the take (PITCH_VIDEO_UPLOAD_KEY): the same take twice is one video. */
    uploadKey?: string | null;
    /** An answer's video is processed alike but never goes on the pitch. Default: 'pitch'. */
    purpose?: 'pitch' | 'answer';
    /** Runs in the row's transaction (e.g. attaching an answer); returns storage keys to delete after commit. */
    attach?: (tx: Executor, row: PitchVideoRow) => Promise<string[]>;
  },
): Promise<PitchVideoRow> {
  const key = `pitch-videos/${randomUUID()}/original`;
  const stored = await deps.storage.put(key, input.body, input.contentType);
  let stale: string[] = [];
  try {
    const kept = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pitchVideos)
        .values({
          candidateId: input.candidateId,
          purpose: input.purpose ?? 'pitch',
          source: input.source,
          state: 'queued',
          accessKey: newAccessKey(),
          originalKey: key,
          originalType: input.contentType,
          originalBytes: stored.size,
          uploadKey: input.uploadKey ?? null,
        })
        .onConflictDoNothing({
          target: [pitchVideos.candidateId, pitchVideos.uploadKey],
          where: sql`${pitchVideos.uploadKey} is not null`,
        })
        .returning();
      if (!row) return null;
      await queueProcessing(deps, tx, { videoId: row.id });
      if (input.attach) stale = await input.attach(tx, row);
      return row;
    });
    await removeObjects(deps, stale);
    if (kept) return kept;
    // The same take finished twice at once: the first one's video stands, this copy goes.
    await deps.storage.delete(key).catch(() => {});
    const first = await videoOfUpload(deps.db, input.candidateId, input.uploadKey!);
    if (!first) throw AppError.conflict('The upload could not be kept: send it again');
    return first;
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** The caller's own video; another candidate's is not found (its existence is not theirs to learn). */
async function ownVideo(deps: Pick<AppDeps, 'db'>, actor: SessionUser, id: number) {
  const video = await findVideo(deps.db, id);
  // An answer's video is the video-answers module's: the studio's routes do not find it.
  if (!video || video.candidateId !== actor.partyId || video.purpose !== 'pitch')
    throw AppError.notFound('Video not found');
  return video;
}

/**
 * GET /api/pitch-videos/mine: the live video, the newer one not ready yet (with no live one: the newest, ready or
 * not, which the candidate's pitch form saves), and what the server can do.
 */
export async function studioState(deps: AppDeps, actor: SessionUser): Promise<PitchStudioState> {
  const pitch = await pitchOfCandidate(deps, actor.partyId);
  const live = pitch?.videoId ? await findVideo(deps.db, pitch.videoId) : null;
  const pending = await pendingVideoOf(deps.db, actor.partyId, live?.id ?? null);
  return {
    live: live ? toPitchVideoOwnerView(live) : null,
    pending: pending ? toPitchVideoOwnerView(pending) : null,
    processingAvailable: deps.videoProcessing?.available ?? false,
    transcriptionAvailable: Boolean(deps.transcriber),
  };
}

/**
 * Puts a video back on the processing queue, in the transaction that resets it. A ready video stays ready and
 * playable while it is processed again (a re-run job): the new rendition replaces its own once made. One re-run at a
 * time: asking again while one is pending is 409 PITCH_VIDEO_RERUN_PENDING.
 */
async function requeue(deps: AppDeps, video: PitchVideoRow) {
  const rerun = video.state === 'ready';
  const row = await deps.db.transaction(async (tx) => {
    const [next] = await tx
      .update(pitchVideos)
      .set({
        ...(rerun ? { rerunQueuedAt: new Date() } : { state: 'queued', progress: 0 }),
        failure: null,
        failureDetail: null,
        attempts: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(pitchVideos.id, video.id), rerun ? sql`not ${rerunPending}` : undefined))
      .returning();
    if (!next)
      throw AppError.conflict(
        'This video is already being processed again',
        PITCH_VIDEO_ERRORS.rerunPending,
      );
    await queueProcessing(deps, tx, { videoId: video.id, ...(rerun ? { rerun } : {}) });
    return next;
  });
  return toPitchVideoOwnerView(row);
}

/** The owner tries a failed video again. */
export async function retryVideo(deps: AppDeps, actor: SessionUser, id: number) {
  const video = await ownVideo(deps, actor, id);
  if (video.state !== 'failed')
    throw AppError.conflict(
      'Only a video that failed can be tried again',
      PITCH_VIDEO_ERRORS.notFailed,
    );
  return requeue(deps, video);
}

/** An admin runs processing again on any video (a new ffmpeg, a fixed failure). */
export async function reprocessVideo(deps: AppDeps, id: number) {
  const video = await findVideo(deps.db, id);
  if (!video) throw AppError.notFound('Video not found');
  return requeue(deps, video);
}

/**
 * Stores the candidate's corrected (or typed, or dictated) transcript. When the video is the pitch's live one, the
 * pitch is analysed again from these words and the video's real duration (a pending one is when it goes live).
 */
export async function saveTranscript(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  input: SaveTranscriptRequest,
): Promise<PitchVideoOwnerView> {
  await ownVideo(deps, actor, id);
  const row = await deps.db.transaction(async (tx) => {
    const [next] = await tx
      .update(pitchVideos)
      .set({
        transcriptSource: input.source,
        transcriptLanguage: input.language ?? null,
        transcriptSegments: input.segments,
        updatedAt: new Date(),
      })
      .where(eq(pitchVideos.id, id))
      .returning();
    await tx
      .update(candidatePitches)
      .set({ ...analysisOf(next!), updatedAt: new Date() })
      .where(
        and(eq(candidatePitches.candidateId, actor.partyId), eq(candidatePitches.videoId, id)),
      );
    return next!;
  });
  return toPitchVideoOwnerView(row);
}

/** The owner discards a video that is not the live one (pending, failed or replaced); its objects go. */
export async function discardVideo(deps: AppDeps, actor: SessionUser, id: number) {
  const video = await ownVideo(deps, actor, id);
  const pitch = await pitchOfCandidate(deps, actor.partyId);
  if (pitch?.videoId === id)
    throw AppError.conflict(
      'This video is your live pitch: choose another video or a YouTube link first, or delete the pitch',
      PITCH_VIDEO_ERRORS.notPending,
    );
  const [gone] = await deps.db
    .delete(pitchVideos)
    .where(and(eq(pitchVideos.id, id), eq(pitchVideos.candidateId, actor.partyId)))
    .returning();
  if (!gone) throw AppError.notFound('Video not found');
  await removeObjects(deps, storageKeysOf(video));
}

export async function removeObjects(deps: Pick<AppDeps, 'storage' | 'logger'>, keys: string[]) {
  if (keys.length === 0) return;
  const { failed } = await deleteStorageObjects(deps, keys);
  if (failed.length > 0)
    deps.logger.error({ keys: failed }, 'pitch videos: storage objects could not be deleted');
}

export type MediaAnswer =
  { kind: 'object'; key: string } | { kind: 'text'; contentType: string; body: string };

/**
 * What a viewer gets of a video's media: its owner and admins everything (the original too); a company member the
 * live, ready video of a pitch it may see today (the pitch grid's rule). Everything else is not found.
 */
export async function mediaFor(
  deps: AppDeps,
  actor: SessionUser,
  accessKey: string,
  asset: PitchVideoAsset,
): Promise<MediaAnswer> {
  const video = await findVideoByAccessKey(deps.db, accessKey);
  if (!video) throw AppError.notFound('Video not found');
  const privileged =
    actor.role === 'admin' || (actor.role === 'candidate' && actor.partyId === video.candidateId);
  if (!privileged) {
    if (actor.role !== 'company' || asset === 'original')
      throw AppError.notFound('Video not found');
    const pitch = await pitchOfCandidate(deps, video.candidateId);
    if (!pitch || pitch.videoId !== video.id || video.state !== 'ready')
      throw AppError.notFound('Video not found');
    await assertCompanyMaySeePitch(deps, actor, pitch);
  }
  return assetOf(video, asset);
}

/** Which stored object (or generated text) serves a video's asset; the caller checked access. */
export function assetOf(video: PitchVideoRow, asset: PitchVideoAsset): MediaAnswer {
  switch (asset) {
    case 'original':
      return { kind: 'object', key: video.originalKey };
    case 'video': {
      // Served as uploaded when the server could not process it.
      const key = video.renditionKey ?? (video.state === 'ready' ? video.originalKey : null);
      if (!key) throw AppError.notFound('The video is not ready yet');
      return { kind: 'object', key };
    }
    case 'poster':
      if (!video.posterKey) throw AppError.notFound('This video has no poster');
      return { kind: 'object', key: video.posterKey };
    case 'captions.vtt': {
      const segments = segmentsOf(video);
      // A typed transcript has no real timings: it is shown as a panel, never as captions.
      if (video.transcriptSource === null || video.transcriptSource === 'typed' || !segments.length)
        throw AppError.notFound('This video has no captions');
      return { kind: 'text', contentType: 'text/vtt; charset=utf-8', body: toWebVtt(segments) };
    }
  }
}
