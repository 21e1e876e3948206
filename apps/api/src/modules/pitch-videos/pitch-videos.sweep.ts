import { and, inArray, lt, sql } from 'drizzle-orm';
import { PITCH_VIDEO_EVENT } from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { PITCH_VIDEO_QUEUE, toPitchVideoOwnerView } from './pitch-videos.views';

/**
 * A video waits this long without a change before the sweep may call it stuck: a job sent in the transaction that
 * queued it is visible with it, so this only keeps clear of a worker between its own two writes.
 */
export const STUCK_AFTER_MINUTES = 10;

/**
 * Videos left queued or processing after their last job ended without finishing them (the last retry crashed the
 * process, or pg-boss expired it): with no job of theirs waiting, retrying or active, nothing would ever move them.
 * They fail with `processing_stopped`, which the candidate reads and may retry; returns how many.
 */
export async function sweepStuckVideos(deps: Pick<AppDeps, 'db' | 'logger' | 'notifications'>) {
  const stuck = await deps.db
    .update(pitchVideos)
    .set({
      state: 'failed',
      failure: 'processing_stopped',
      failureDetail: 'No processing job was left for this video (its last try failed or expired)',
      progress: 0,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(pitchVideos.state, ['queued', 'processing']),
        lt(pitchVideos.updatedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
        sql`not exists (
          select 1 from pgboss.job j
           where j.name = ${PITCH_VIDEO_QUEUE} and j.data->>'videoId' = ${pitchVideos.id}::text
             and j.state in ('created', 'retry', 'active'))`,
      ),
    )
    .returning();
  if (stuck.length === 0) return 0;
  deps.logger.warn(
    { videoIds: stuck.map((row) => row.id) },
    'pitch videos: stuck in processing after their last job, marked failed',
  );
  for (const row of stuck)
    deps.notifications.pushUpdate(row.candidateId, PITCH_VIDEO_EVENT, toPitchVideoOwnerView(row));
  return stuck.length;
}
