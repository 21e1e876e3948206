import type { Config } from '../../config';
import type { JobQueue, WorkedJob } from '../../background/job-queue';
import type { AppDeps } from '../../deps';
import { processPitchVideo, type ProcessingDeps } from './pitch-videos.processing';
import { PITCH_VIDEO_QUEUE, type PitchVideoJobData } from './pitch-videos.views';

type QueueConfig = Pick<
  Config,
  'PITCH_VIDEO_RETRY_LIMIT' | 'PITCH_VIDEO_RETRY_DELAY_SECONDS' | 'PITCH_VIDEO_TIMEOUT_SECONDS'
>;

/**
 * The processing queue, made at start by every instance (jobs sent without a policy take its retries). A job may run
 * a little past the processing time limit (download, upload, transcription) before pg-boss counts it as lost.
 */
export function ensurePitchVideoQueue(jobs: JobQueue, config: QueueConfig) {
  return jobs.ensureQueue(
    PITCH_VIDEO_QUEUE,
    {
      retryLimit: config.PITCH_VIDEO_RETRY_LIMIT,
      retryDelaySeconds: config.PITCH_VIDEO_RETRY_DELAY_SECONDS,
    },
    { expireInSeconds: config.PITCH_VIDEO_TIMEOUT_SECONDS * 2 + 300 },
  );
}

/** One job of the queue, as the worker runs it. */
export async function runPitchVideoJob(
  deps: ProcessingDeps,
  job: Pick<WorkedJob<PitchVideoJobData>, 'data' | 'retryCount' | 'retryLimit'>,
) {
  await processPitchVideo(
    deps,
    job.data.videoId,
    { retryCount: job.retryCount, retryLimit: job.retryLimit },
    { rerun: job.data.rerun === true },
  );
}

/**
 * Processes queued pitch videos, PITCH_VIDEO_CONCURRENCY at a time in this instance; returns how to stop. Every
 * instance runs one and pg-boss hands each job to one of them.
 */
export async function startPitchVideoWorker(deps: AppDeps, jobs: JobQueue = deps.jobs) {
  await jobs.work<PitchVideoJobData>(PITCH_VIDEO_QUEUE, (job) => runPitchVideoJob(deps, job), {
    concurrency: deps.config.PITCH_VIDEO_CONCURRENCY,
  });
  return { stop: () => jobs.stopWorking(PITCH_VIDEO_QUEUE) };
}
