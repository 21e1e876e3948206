import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PITCH_VIDEO_EVENT } from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { MediaToolError } from '../../media-processing/ffmpeg';
import { publishReadyVideo, removeObjects, type ReadyVideo } from './pitch-videos.going-live';
import { downloadOriginal, makeRendition, Refusal } from './pitch-videos.rendition';
import { transcribePitch } from './pitch-videos.transcription';
import { tellAnswerVideoFailed } from '../video-answers/video-answers.failures';
import { toPitchVideoOwnerView, type PitchVideoRow } from './pitch-videos.views';

export type ProcessingDeps = Pick<
  AppDeps,
  'config' | 'db' | 'storage' | 'logger' | 'notifications' | 'videoProcessing' | 'transcriber'
>;

/** Which try this is: on the last one (retryCount = retryLimit) a crash fails the video for good. */
export interface ProcessingTry {
  retryCount: number;
  retryLimit: number;
}

/** Progress is written and pushed in steps this big: a socket message per frame would be noise. */
const PROGRESS_STEP = 5;
/** The transcode takes progress from 5 % to 90 %; the poster and transcript the rest. */
const TRANSCODE_FROM = 5;
const TRANSCODE_TO = 90;

/**
 * The processing job of one pitch video (the pg-boss handler calls it). A refused file (not a video, too long, no
 * sound) fails for good and its original is deleted; a crash throws so the queue retries it, and on the last try the
 * video fails with `processing_failed`. Without ffmpeg the video goes ready as uploaded. Temp files never outlive it.
 * `rerun` (an admin's re-run of a ready video): the video stays ready and playable throughout; the new rendition
 * replaces the old once made, and a refusal or a crash leaves the old one live, the reason kept for admins.
 */
export async function processPitchVideo(
  deps: ProcessingDeps,
  videoId: number,
  attempt: ProcessingTry = { retryCount: 0, retryLimit: 0 },
  options: { rerun?: boolean } = {},
) {
  const claimed = await begin(deps, videoId, options.rerun === true);
  if (!claimed) return;
  const { row, rerun } = claimed;
  const dir = await mkdtemp(path.join(tmpdir(), 'takeoff-pitch-video-'));
  const stored: string[] = [];
  try {
    const ready = await publishReadyVideo(
      deps,
      row,
      await produce(deps, row, dir, stored, rerun),
      rerun,
    );
    if (ready) push(deps, ready);
    // The row went away (the pitch or account was deleted, or a newer video went live): nothing made is kept.
    else await removeObjects(deps, stored);
  } catch (error) {
    await removeObjects(deps, stored);
    if (rerun) {
      // Nothing of the live video changes; only the reason, for admins.
      const last = error instanceof Refusal || attempt.retryCount >= attempt.retryLimit;
      if (last) await keepRerunFailure(deps, row, error);
      if (error instanceof Refusal) return;
      throw error;
    }
    if (error instanceof Refusal) return void (await refuse(deps, row, error));
    const last = attempt.retryCount >= attempt.retryLimit;
    await afterCrash(deps, row, error, last);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Claims the video for this try; null when there is nothing to do (gone, or already ready or failed). A re-run
 * claims a ready video without changing its state: it plays on meanwhile.
 */
async function begin(deps: ProcessingDeps, videoId: number, rerun: boolean) {
  const [row] = await deps.db
    .update(pitchVideos)
    .set({
      state: 'processing',
      progress: 0,
      failure: null,
      attempts: sql`${pitchVideos.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(pitchVideos.id, videoId), inArray(pitchVideos.state, ['queued', 'processing'])))
    .returning();
  if (row) {
    push(deps, row);
    return { row, rerun: false };
  }
  if (!rerun) return null;
  const [ready] = await deps.db
    .update(pitchVideos)
    .set({ attempts: sql`${pitchVideos.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(pitchVideos.id, videoId), eq(pitchVideos.state, 'ready')))
    .returning();
  return ready ? { row: ready, rerun: true } : null;
}

async function produce(
  deps: ProcessingDeps,
  row: PitchVideoRow,
  dir: string,
  stored: string[],
  rerun: boolean,
): Promise<ReadyVideo> {
  const deadline = Date.now() + deps.config.PITCH_VIDEO_TIMEOUT_SECONDS * 1000;
  const timeoutMs = () => Math.max(1_000, deadline - Date.now());
  // Words the video already has (dictated while recording, typed, corrected, an earlier run's) are the candidate's.
  const transcribe = Boolean(deps.transcriber) && row.transcriptSource === null;
  if (!deps.videoProcessing.available) {
    // Run again as uploaded, it would only lose the rendition it has: left to the retries (another instance).
    if (rerun) throw new Error('video processing is unavailable on this instance');
    // Served as uploaded: playable where the browser knows the format; no poster, the duration unknown.
    const transcript = transcribe
      ? await transcribePitch(deps, row, await downloadOriginal(deps, row, dir), {
          dir,
          timeoutMs: timeoutMs(),
        })
      : null;
    return {
      processed: false,
      renditionKey: null,
      posterKey: null,
      durationMs: row.durationMs,
      width: null,
      height: null,
      transcript,
    };
  }
  const original = await downloadOriginal(deps, row, dir);
  // A re-run's video shows as ready: its progress is not the candidate's to watch.
  const progress = rerun
    ? { report: () => {}, settled: async () => {} }
    : progressReporter(deps, row);
  const made = await makeRendition(deps, original, dir, {
    deadline,
    stored,
    onProgress: (fraction) =>
      progress.report(TRANSCODE_FROM + fraction * (TRANSCODE_TO - TRANSCODE_FROM)),
  });
  await progress.settled();
  const transcript = transcribe
    ? await transcribePitch(deps, row, made.file, { dir, timeoutMs: timeoutMs() })
    : null;
  return {
    processed: true,
    renditionKey: made.renditionKey,
    posterKey: made.posterKey,
    durationMs: made.durationMs,
    width: made.width,
    height: made.height,
    transcript,
  };
}

/** Writes and pushes progress every PROGRESS_STEP %, one write at a time; a failed write is logged, not fatal. */
function progressReporter(deps: ProcessingDeps, row: PitchVideoRow) {
  let shown = 0;
  let chain = Promise.resolve();
  return {
    report(percent: number) {
      const step = Math.floor(percent / PROGRESS_STEP) * PROGRESS_STEP;
      if (step <= shown || step >= 100) return;
      shown = step;
      chain = chain.then(async () => {
        try {
          const [updated] = await deps.db
            .update(pitchVideos)
            .set({ progress: step, updatedAt: new Date() })
            .where(and(eq(pitchVideos.id, row.id), eq(pitchVideos.state, 'processing')))
            .returning();
          if (updated) push(deps, updated);
        } catch (error) {
          deps.logger.warn({ err: error, videoId: row.id }, 'pitch video progress not saved');
        }
      });
    },
    settled: () => chain,
  };
}

/** A refusal is final: the candidate is told why, and the file that is no pitch is not kept. */
async function refuse(deps: ProcessingDeps, row: PitchVideoRow, refusal: Refusal) {
  const [failed] = await deps.db
    .update(pitchVideos)
    .set({
      state: 'failed',
      failure: refusal.failure,
      failureDetail: refusal.message,
      progress: 0,
      updatedAt: new Date(),
    })
    .where(and(eq(pitchVideos.id, row.id), eq(pitchVideos.state, 'processing')))
    .returning();
  if (!failed) return;
  await removeObjects(deps, [row.originalKey]);
  deps.logger.info({ videoId: row.id, failure: refusal.failure }, 'pitch video refused');
  push(deps, failed);
  await tellIfAnswer(deps, failed);
}

/**
 * A crash: the video waits for its retry (queued), or on the last try fails with the reason kept for admins; the
 * original stays, so an admin can run processing again.
 */
async function afterCrash(deps: ProcessingDeps, row: PitchVideoRow, error: unknown, last: boolean) {
  const detail = failureDetailOf(error);
  deps.logger.error({ err: error, videoId: row.id, last }, 'pitch video processing failed');
  try {
    const [updated] = await deps.db
      .update(pitchVideos)
      .set({
        state: last ? 'failed' : 'queued',
        failure: last ? 'processing_failed' : null,
        failureDetail: detail.slice(0, 4_000),
        progress: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(pitchVideos.id, row.id), eq(pitchVideos.state, 'processing')))
      .returning();
    if (updated) push(deps, updated);
    if (updated?.state === 'failed') await tellIfAnswer(deps, updated);
  } catch (stateError) {
    deps.logger.error({ err: stateError, videoId: row.id }, 'pitch video state not saved');
  }
}

/** An answer's video failed for good: its candidate is told (answers have no socket event to carry it). */
async function tellIfAnswer(deps: ProcessingDeps, row: PitchVideoRow) {
  if (row.purpose !== 'answer') return;
  await tellAnswerVideoFailed(deps, row.id).catch((error: unknown) =>
    deps.logger.warn({ err: error, videoId: row.id }, 'answer video failure not notified'),
  );
}

/** A re-run that failed for good: the ready video stays as it was, the reason is kept for admins and logged. */
async function keepRerunFailure(deps: ProcessingDeps, row: PitchVideoRow, error: unknown) {
  const detail =
    error instanceof Refusal
      ? `re-run refused (${error.failure}): ${error.message}`
      : failureDetailOf(error);
  deps.logger.error({ err: error, videoId: row.id }, 'pitch video re-run failed');
  try {
    await deps.db
      .update(pitchVideos)
      .set({ failureDetail: detail.slice(0, 4_000), rerunQueuedAt: null, updatedAt: new Date() })
      .where(and(eq(pitchVideos.id, row.id), eq(pitchVideos.state, 'ready')));
  } catch (stateError) {
    deps.logger.error({ err: stateError, videoId: row.id }, 'pitch video state not saved');
  }
}

const failureDetailOf = (error: unknown) =>
  error instanceof MediaToolError && error.stderr
    ? `${error.message}\n${error.stderr.slice(-2_000)}`
    : String(error instanceof Error ? error.message : error);

/** The owner's view of the row to the candidate's sockets (the studio's event: answers are polled instead). */
function push(deps: ProcessingDeps, row: PitchVideoRow) {
  if (row.purpose !== 'pitch') return;
  deps.notifications.pushUpdate(row.candidateId, PITCH_VIDEO_EVENT, toPitchVideoOwnerView(row));
}
