import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../background/job-queue';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { pitchVideos } from '../../db/schema/pitch-videos';
import type { AppDeps } from '../../deps';
import type { Storage } from '../../storage/storage';
import { createTestContext, signUp, testDatabase, type TestContext } from '../../test/harness';
import { PITCH_VIDEO_QUEUE } from './pitch-videos.views';
import { startPitchVideoWorker } from './pitch-videos.worker';
import { crashingFfmpeg, makeInput, queuedVideo, requireFfmpeg } from './pitch-videos.test-support';

let ctx: TestContext;
let dir: string;
let clip: string;
const queues: JobQueue[] = [];
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  await requireFfmpeg();
  dir = await mkdtemp(path.join(tmpdir(), 'pitch-video-worker-'));
  clip = await makeInput(
    [
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    ],
    path.join(dir, 'clip.mp4'),
  );
  ctx = await createTestContext({ PITCH_VIDEO_CONCURRENCY: '1' });
}, 120_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const handle of handles) await handle.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Another API instance's queue: on PostgreSQL with a pool of its own, on PGlite the one embedded database. */
async function instanceQueue() {
  let database = await testDatabase();
  if (process.env.DATABASE_URL) {
    database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 3 });
    handles.push(database);
  }
  const queue = new JobQueue(database, {
    supervise: false,
    schedule: false,
    pollingIntervalSeconds: 0.5,
  });
  await queue.start();
  queues.push(queue);
  return { queue, database };
}

/** Holds whoever arrives until `count` have arrived, then lets them all go. */
function meetingPoint(count: number) {
  const waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= count) waiting.splice(0).forEach((go) => go());
    });
}

/** Storage whose reads of the given originals wait at `meet`. */
function meetingStorage(
  storage: Storage,
  keys: Set<string>,
  meet: () => Promise<void>,
  onRead: (key: string) => void,
) {
  return {
    ...storage,
    kind: storage.kind,
    put: storage.put.bind(storage),
    stat: storage.stat.bind(storage),
    delete: storage.delete.bind(storage),
    read: async (key: string, range?: { start: number; end: number }) => {
      if (keys.has(key)) {
        onRead(key);
        await meet();
      }
      return storage.read(key, range);
    },
  } satisfies Storage;
}

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out waiting');
}

const statesOf = async (ids: number[]) =>
  ctx.deps.db
    .select({ id: pitchVideos.id, state: pitchVideos.state, attempts: pitchVideos.attempts })
    .from(pitchVideos)
    .where(inArray(pitchVideos.id, ids));

describe('the pitch video worker', () => {
  it('two instances take different videos, each processed once', async () => {
    const one = await signUp(ctx, 'candidate');
    const two = await signUp(ctx, 'candidate');
    const videos = [
      await queuedVideo(ctx.deps, one.user.id, clip),
      await queuedVideo(ctx.deps, two.user.id, clip),
    ];
    const keys = new Set(videos.map((v) => v.originalKey));
    const readBy = new Map<string, string[]>();
    const workers = [];
    const meet = meetingPoint(2);
    // Each instance processes one video at a time; its read of the original waits for the other instance's, so
    // both videos are in hand at once only if each instance took a different one.
    for (const name of ['a', 'b']) {
      const { queue, database } = await instanceQueue();
      const storage = meetingStorage(ctx.deps.storage, keys, meet, (key) =>
        readBy.set(name, [...(readBy.get(name) ?? []), key]),
      );
      const deps: AppDeps = { ...ctx.deps, db: database.db, database, jobs: queue, storage };
      workers.push(await startPitchVideoWorker(deps, queue));
    }
    for (const video of videos) await queues[0]!.send(PITCH_VIDEO_QUEUE, { videoId: video.id });
    await until(async () =>
      (await statesOf(videos.map((v) => v.id))).every((v) => v.state === 'ready'),
    );
    for (const worker of workers) await worker.stop();

    expect(readBy.get('a')).toHaveLength(1);
    expect(readBy.get('b')).toHaveLength(1);
    expect(new Set([...readBy.get('a')!, ...readBy.get('b')!])).toEqual(keys);
    expect((await statesOf(videos.map((v) => v.id))).map((v) => v.attempts)).toEqual([1, 1]);
  }, 120_000);

  it('an instance processes at most PITCH_VIDEO_CONCURRENCY videos at once', async () => {
    const { queue } = await instanceQueue();
    const name = `concurrency-${randomUUID().slice(0, 8)}`;
    await queue.ensureQueue(name, { retryLimit: 0, retryDelaySeconds: 1 });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await queue.work<{ n: number }>(
      name,
      async (job) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 400));
        running -= 1;
        done.push(job.data.n);
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 6; n++) await queue.send(name, { n });
    await until(async () => done.length === 6, 30_000);
    await queue.stopWorking(name);
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  }, 60_000);

  it('a crashing ffmpeg is retried by the queue, then the video fails and the job is kept as failed', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const video = await queuedVideo(ctx.deps, candidate.user.id, clip);
    const { queue } = await instanceQueue();
    const deps: AppDeps = {
      ...ctx.deps,
      jobs: queue,
      videoProcessing: {
        ...ctx.deps.videoProcessing,
        ffmpegPath: await crashingFfmpeg(dir, ctx.deps.videoProcessing.ffmpegPath!),
      },
    };
    const worker = await startPitchVideoWorker(deps, queue);
    const jobId = await queue.send(
      PITCH_VIDEO_QUEUE,
      { videoId: video.id },
      { policy: { retryLimit: 1, retryDelaySeconds: 1 } },
    );
    const failedJob = async () =>
      (await queue.list(ctx.deps.db, 'failed', 50)).find((job) => job.id === jobId);
    await until(async () => (await failedJob()) !== undefined);
    await worker.stop();
    const [row] = await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, video.id));
    expect(row).toMatchObject({ state: 'failed', failure: 'processing_failed', attempts: 2 });
    expect(await failedJob()).toMatchObject({ queue: PITCH_VIDEO_QUEUE, retryCount: 1 });
  }, 120_000);
});
