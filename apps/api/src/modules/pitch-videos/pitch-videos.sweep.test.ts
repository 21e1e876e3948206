import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PITCH_VIDEO_EVENT, type PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { queuedVideo } from './pitch-videos.test-support';
import { STUCK_AFTER_MINUTES, sweepStuckVideos } from './pitch-videos.sweep';
import { PITCH_VIDEO_QUEUE } from './pitch-videos.views';

let ctx: TestContext;
const clip = new URL('../../../package.json', import.meta.url).pathname;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);

const rowOf = async (id: number) =>
  (await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, id)))[0]!;
/** The row as the worker left it `minutes` ago. */
const leftAt = (id: number, state: 'queued' | 'processing', minutes: number) =>
  ctx.deps.db
    .update(pitchVideos)
    .set({ state, updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(pitchVideos.id, id));

describe('the sweep of pitch videos stuck in processing', () => {
  it('fails a video whose last job died, tells the candidate why, and lets them retry', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const video = await queuedVideo(ctx.deps, candidate.user.id, clip);
    // The job's last try died mid-processing (a killed process): the row says processing, pg-boss says failed.
    // Written directly, as a worker here would first have to work through every job other tests left queued.
    const jobId = await ctx.deps.jobs.send(PITCH_VIDEO_QUEUE, { videoId: video.id });
    await leftAt(video.id, 'processing', 0);
    await ctx.deps.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${jobId}::uuid`,
    );
    expect((await rowOf(video.id)).state).toBe('processing');

    // Too recent to call stuck: left alone.
    expect(await sweepStuckVideos(ctx.deps)).toBe(0);
    expect((await rowOf(video.id)).state).toBe('processing');

    await leftAt(video.id, 'processing', STUCK_AFTER_MINUTES + 1);
    expect(await sweepStuckVideos(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(video.id)).toMatchObject({
      state: 'failed',
      failure: 'processing_stopped',
      progress: 0,
    });
    const pushed = ctx.updates
      .filter((u) => u.event === PITCH_VIDEO_EVENT && u.userId === candidate.user.id)
      .map((u) => u.payload as PitchVideoOwnerView);
    expect(pushed.at(-1)).toMatchObject({
      id: video.id,
      state: 'failed',
      failure: 'processing_stopped',
    });

    const studio = await ctx.http.get('/api/pitch-videos/mine').set(candidate.auth).expect(200);
    expect(studio.body.pending).toMatchObject({ id: video.id, failure: 'processing_stopped' });
    const retried = await ctx.http
      .post(`/api/pitch-videos/${video.id}/retry`)
      .set(candidate.auth)
      .expect(200);
    expect(retried.body).toMatchObject({ state: 'queued', failure: null });
    // Queued again with a live job: the next sweep leaves it alone however old it looks.
    await leftAt(video.id, 'queued', STUCK_AFTER_MINUTES + 1);
    await sweepStuckVideos(ctx.deps);
    expect((await rowOf(video.id)).state).toBe('queued');
  }, 60_000);

  it('leaves a video alone while a job of it waits, and a ready one', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const waiting = await queuedVideo(ctx.deps, candidate.user.id, clip);
    await ctx.deps.jobs.send(PITCH_VIDEO_QUEUE, { videoId: waiting.id });
    await leftAt(waiting.id, 'queued', 60);
    const ready = await queuedVideo(ctx.deps, candidate.user.id, clip);
    await ctx.deps.db
      .update(pitchVideos)
      .set({ state: 'ready', updatedAt: sql`now() - interval '1 day'` })
      .where(eq(pitchVideos.id, ready.id));

    await sweepStuckVideos(ctx.deps);
    expect((await rowOf(waiting.id)).state).toBe('queued');
    expect((await rowOf(ready.id)).state).toBe('ready');
  });
});
