import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PITCH_VIDEO_EVENT, type PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { candidatePitches } from '../../db/schema/pitches';
import { VIDEO_PROCESSING_UNAVAILABLE } from '../../media-processing/ffmpeg';
import { createTestContext, signInAdmin, signUp, type TestContext } from '../../test/harness';
import type { Transcriber } from '../transcription/transcriber';
import { pitchOf } from '../pitches/pitch-fixtures';
import { processPitchVideo, type ProcessingDeps } from './pitch-videos.processing';
import { PITCH_VIDEO_QUEUE, type PitchVideoJobData } from './pitch-videos.views';
import { runPitchVideoJob } from './pitch-videos.worker';
import {
  crashingFfmpeg,
  makeInputs,
  queuedVideo,
  readStored,
  requireFfmpeg,
  topLevelBoxes,
} from './pitch-videos.test-support';

let ctx: TestContext;
let dir: string;
let inputs: Awaited<ReturnType<typeof makeInputs>>;
let work: string;
const previousTmp = process.env.TMPDIR;

beforeAll(async () => {
  await requireFfmpeg();
  dir = await mkdtemp(path.join(tmpdir(), 'pitch-video-inputs-'));
  inputs = await makeInputs(dir);
  ctx = await createTestContext();
  // The job's temp folders go here, so the test can see that none is left behind.
  work = await mkdtemp(path.join(tmpdir(), 'pitch-video-work-'));
  process.env.TMPDIR = work;
  expect(ctx.deps.videoProcessing.available).toBe(true);
}, 180_000);

afterAll(async () => {
  // Assigning undefined would store the string 'undefined': the next test files of this worker share the process.
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  if (dir) await rm(dir, { recursive: true, force: true });
  if (work) await rm(work, { recursive: true, force: true });
});

async function ffprobe(file: Buffer) {
  const at = path.join(dir, `probe-${Date.now()}.mp4`);
  await writeFile(at, file);
  const { stdout } = await promisify(execFile)('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    at,
  ]);
  return JSON.parse(stdout) as {
    format: { duration: string; tags?: Record<string, string> };
    streams: {
      codec_type: string;
      codec_name: string;
      profile?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      tags?: Record<string, string>;
    }[];
  };
}

const leftovers = async () =>
  (await readdir(work)).filter((name) => name.startsWith('takeoff-pitch-video-'));
const rowOf = async (id: number) =>
  (await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, id)))[0];
/** The video's jobs as the worker gets them, newest first. */
async function jobsOf(videoId: number) {
  const { rows } = await ctx.deps.db.execute<{
    id: string;
    data: PitchVideoJobData;
    retryCount: number;
    retryLimit: number;
  }>(
    sql`select id, data, retry_count as "retryCount", retry_limit as "retryLimit" from pgboss.job
        where name = ${PITCH_VIDEO_QUEUE} and data->>'videoId' = ${String(videoId)}
        order by created_on desc`,
  );
  return rows;
}
/** The processing state an admin's pitch list shows for a pitch. */
async function adminStateOf(admin: { auth: Record<string, string> }, pitchId: number) {
  let cursor: string | null = null;
  do {
    const page = await ctx.http
      .get('/api/admin/pitches')
      .query({ limit: 100, ...(cursor ? { cursor } : {}) })
      .set(admin.auth)
      .expect(200);
    const found = (page.body.items as { id: number; processing_state: string | null }[]).find(
      (p) => p.id === pitchId,
    );
    if (found) return found.processing_state;
    cursor = page.body.nextCursor as string | null;
  } while (cursor);
  return undefined;
}
const pushesOf = (id: number) =>
  ctx.updates
    .filter((u) => u.event === PITCH_VIDEO_EVENT && (u.payload as PitchVideoOwnerView).id === id)
    .map((u) => u.payload as PitchVideoOwnerView);

describe('processing a pitch video with ffmpeg', () => {
  it('turns a browser WebM recording into a faststart H.264/AAC MP4 with a poster, pushing progress', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    await processPitchVideo(ctx.deps, queued.id);

    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({
      state: 'ready',
      processed: true,
      progress: 100,
      failure: null,
      attempts: 1,
    });
    expect(row.readyAt).toBeInstanceOf(Date);
    expect(row.durationMs).toBeGreaterThan(1_900);
    expect(row.durationMs).toBeLessThan(2_200);
    expect([row.width, row.height]).toEqual([320, 240]);
    const mp4 = await readStored(ctx.deps, row.renditionKey!);
    const boxes = topLevelBoxes(mp4);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const probe = await ffprobe(mp4);
    const video = probe.streams.find((s) => s.codec_type === 'video')!;
    const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    expect(audio.codec_name).toBe('aac');
    // Blind review: the name the file carried is nowhere in what companies get.
    expect(probe.format.tags?.title).toBeUndefined();
    expect(mp4.includes('Nora Petrou')).toBe(false);
    const poster = await readStored(ctx.deps, row.posterKey!);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Keys carry no name or id of the candidate.
    expect(row.renditionKey).toMatch(/^pitch-videos\/[0-9a-f-]{36}\/video\.mp4$/);
    expect(row.posterKey).toMatch(/^pitch-videos\/[0-9a-f-]{36}\/poster\.jpg$/);

    const [live] = await ctx.deps.db
      .select({ videoId: candidatePitches.videoId })
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(live!.videoId).toBe(queued.id);

    const pushes = pushesOf(queued.id);
    expect(pushes[0]).toMatchObject({ state: 'processing', progress: 0 });
    expect(pushes.at(-1)).toMatchObject({ state: 'ready', progress: 100, processed: true });
    expect(pushes.at(-1)!.posterUrl).toMatch(/\/poster$/);
    const progress = pushes.filter((p) => p.state === 'processing').map((p) => p.progress);
    expect(progress.some((p) => p > 0)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((p) => p % 5 === 0)).toBe(true);
    expect(
      ctx.updates.filter(
        (u) =>
          u.userId !== candidate.user.id && (u.payload as PitchVideoOwnerView).id === queued.id,
      ),
    ).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('scales a portrait MP4 above 720p to 720×1280 and strips its metadata', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await processPitchVideo(ctx.deps, queued.id);
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({ state: 'ready', width: 720, height: 1280 });
    const mp4 = await readStored(ctx.deps, row.renditionKey!);
    const probe = await ffprobe(mp4);
    expect(probe.format.tags ?? {}).not.toHaveProperty('title');
    expect(probe.format.tags ?? {}).not.toHaveProperty('artist');
    expect(mp4.includes('Nora Petrou')).toBe(false);
    expect(Number(probe.format.duration)).toBeCloseTo(2, 0);
    expect(probe.streams.find((s) => s.codec_type === 'audio')!.codec_name).toBe('aac');
  });

  it.each([
    ['a text file named .mp4', 'text', 'not_a_video'],
    ['a video without sound', 'silent', 'no_audio'],
    ['a video over 181 s', 'long', 'too_long'],
  ] as const)('refuses %s for good and deletes its original', async (_, input, failure) => {
    const candidate = await signUp(ctx, 'candidate');
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs[input]);
    // A refusal is not an error for the queue: no retry.
    await expect(
      processPitchVideo(ctx.deps, queued.id, { retryCount: 0, retryLimit: 2 }),
    ).resolves.toBeUndefined();
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({ state: 'failed', failure, renditionKey: null, posterKey: null });
    expect(await ctx.deps.storage.stat(queued.originalKey)).toBeNull();
    expect(pushesOf(queued.id).at(-1)).toMatchObject({ state: 'failed', failure });
    expect(await leftovers()).toEqual([]);
  });

  it('a crash is retried, and fails the video with the reason for admins after the last try', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    const crashing: ProcessingDeps = {
      ...ctx.deps,
      videoProcessing: {
        ...ctx.deps.videoProcessing,
        ffmpegPath: await crashingFfmpeg(dir, ctx.deps.videoProcessing.ffmpegPath!),
      },
    };
    await expect(
      processPitchVideo(crashing, queued.id, { retryCount: 0, retryLimit: 1 }),
    ).rejects.toThrow(/SIGSEGV/);
    expect(await rowOf(queued.id)).toMatchObject({ state: 'queued', failure: null, attempts: 1 });
    await expect(
      processPitchVideo(crashing, queued.id, { retryCount: 1, retryLimit: 1 }),
    ).rejects.toThrow(/SIGSEGV/);
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({ state: 'failed', failure: 'processing_failed', attempts: 2 });
    expect(row.failureDetail).toContain('Segmentation fault');
    // The original stays: an admin can run processing again.
    expect(await ctx.deps.storage.stat(queued.originalKey)).not.toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('a new ready video replaces the live one, whose stored objects and row go', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const first = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await processPitchVideo(ctx.deps, first.id);
    const old = (await rowOf(first.id))!;
    const second = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    await processPitchVideo(ctx.deps, second.id);

    const [live] = await ctx.deps.db
      .select({ videoId: candidatePitches.videoId })
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(live!.videoId).toBe(second.id);
    expect(await rowOf(first.id)).toBeUndefined();
    for (const key of [old.originalKey, old.renditionKey!, old.posterKey!])
      expect(await ctx.deps.storage.stat(key)).toBeNull();
    const now = (await rowOf(second.id))!;
    for (const key of [now.originalKey, now.renditionKey!, now.posterKey!])
      expect(await ctx.deps.storage.stat(key)).not.toBeNull();
  });

  it("an admin's re-run of the live, ready video processes it again; the old rendition plays until replaced", async () => {
    const admin = await signInAdmin(ctx);
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    // Ready as uploaded (no ffmpeg then), with the candidate's corrected words: the re-run's usual case.
    await processPitchVideo(
      { ...ctx.deps, videoProcessing: VIDEO_PROCESSING_UNAVAILABLE },
      queued.id,
    );
    const words = 'I lead kitchens with calm and I train every new cook myself';
    await ctx.http
      .put(`/api/pitch-videos/${queued.id}/transcript`)
      .set(candidate.auth)
      .send({ source: 'typed', segments: [{ start: 0, end: 0, text: words }] })
      .expect(200);
    const before = (await rowOf(queued.id))!;
    expect(before).toMatchObject({ state: 'ready', processed: false, renditionKey: null });

    const rerun = await ctx.http
      .post(`/api/admin/pitch-videos/${queued.id}/reprocess`)
      .set(admin.auth)
      .expect(200);
    // Still the live pitch, still playable, until the new rendition is made.
    expect(rerun.body).toMatchObject({ state: 'ready', videoUrl: expect.any(String) });
    await ctx.http.get(rerun.body.videoUrl).set(candidate.auth).expect(200);
    // One re-run at a time: admins see it processing, and asking again changes nothing.
    const again409 = await ctx.http
      .post(`/api/admin/pitch-videos/${queued.id}/reprocess`)
      .set(admin.auth)
      .expect(409);
    expect(again409.body.code).toBe('PITCH_VIDEO_RERUN_PENDING');
    expect(await jobsOf(queued.id)).toHaveLength(1);
    expect(await adminStateOf(admin, pitch.id)).toBe('processing');

    const [job] = await jobsOf(queued.id);
    const asked: string[] = [];
    const transcriber: Transcriber = {
      description: 'test double',
      transcribe: async () => {
        asked.push('asked');
        return { language: 'en', segments: [{ start: 0, end: 2, text: 'Machine words.' }] };
      },
    };
    await runPitchVideoJob({ ...ctx.deps, transcriber }, job!);

    const after = (await rowOf(queued.id))!;
    expect(after).toMatchObject({ state: 'ready', processed: true, failure: null });
    expect(await adminStateOf(admin, pitch.id)).toBe('ready');
    expect(after.renditionKey).toMatch(/^pitch-videos\/[0-9a-f-]{36}\/video\.mp4$/);
    expect(after.posterKey).not.toBeNull();
    expect(after.durationMs).toBeGreaterThan(1_900);
    // The candidate's words stay: the service is not asked over them.
    expect(asked).toEqual([]);
    expect(after.transcriptSource).toBe('typed');
    expect(await ctx.deps.storage.stat(after.originalKey)).not.toBeNull();
    const [live] = await ctx.deps.db
      .select()
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(live!.videoId).toBe(queued.id);
    // Analysed again from the kept words with the real duration now known.
    expect(live!.transcript).toBe(words);
    const evidence = (live!.analysis as { evidence: { durationSeconds: number | null } }).evidence;
    expect(evidence.durationSeconds).toBeGreaterThan(1.9);

    // A second re-run replaces that rendition and poster, whose objects go.
    await ctx.http
      .post(`/api/admin/pitch-videos/${queued.id}/reprocess`)
      .set(admin.auth)
      .expect(200);
    const [again] = (await jobsOf(queued.id)).filter((j) => j.id !== job!.id);
    await runPitchVideoJob(ctx.deps, again!);
    const latest = (await rowOf(queued.id))!;
    expect(latest.renditionKey).not.toBe(after.renditionKey);
    expect(await ctx.deps.storage.stat(after.renditionKey!)).toBeNull();
    expect(await ctx.deps.storage.stat(after.posterKey!)).toBeNull();
    expect(await ctx.deps.storage.stat(latest.renditionKey!)).not.toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('a re-run that fails leaves the ready video live and playable, with the reason for admins', async () => {
    const admin = await signInAdmin(ctx);
    const candidate = await signUp(ctx, 'candidate');
    await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await processPitchVideo(ctx.deps, queued.id);
    const before = (await rowOf(queued.id))!;
    await ctx.http
      .post(`/api/admin/pitch-videos/${queued.id}/reprocess`)
      .set(admin.auth)
      .expect(200);
    const [job] = await jobsOf(queued.id);
    const crashing: ProcessingDeps = {
      ...ctx.deps,
      videoProcessing: {
        ...ctx.deps.videoProcessing,
        ffmpegPath: await crashingFfmpeg(dir, ctx.deps.videoProcessing.ffmpegPath!),
      },
    };
    await expect(
      runPitchVideoJob(crashing, { ...job!, retryCount: 0, retryLimit: 0 }),
    ).rejects.toThrow(/SIGSEGV/);
    const after = (await rowOf(queued.id))!;
    expect(after).toMatchObject({
      state: 'ready',
      failure: null,
      renditionKey: before.renditionKey,
      posterKey: before.posterKey,
    });
    expect(after.failureDetail).toContain('Segmentation fault');
    for (const key of [before.originalKey, before.renditionKey!, before.posterKey!])
      expect(await ctx.deps.storage.stat(key)).not.toBeNull();
    expect(pushesOf(queued.id).at(-1)).toMatchObject({ state: 'ready' });
    expect(await leftovers()).toEqual([]);
  });

  it('a re-run on an instance without ffmpeg keeps the rendition and is left to the retries', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    await processPitchVideo(ctx.deps, queued.id);
    const before = (await rowOf(queued.id))!;
    await expect(
      processPitchVideo(
        { ...ctx.deps, videoProcessing: VIDEO_PROCESSING_UNAVAILABLE },
        queued.id,
        { retryCount: 0, retryLimit: 1 },
        { rerun: true },
      ),
    ).rejects.toThrow(/unavailable/);
    expect(await rowOf(queued.id)).toMatchObject({
      state: 'ready',
      processed: true,
      renditionKey: before.renditionKey,
      posterKey: before.posterKey,
      failureDetail: null,
    });
    expect(await ctx.deps.storage.stat(before.renditionKey!)).not.toBeNull();
  });

  it('an older video finishing after a newer one went live is dropped with its files', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await pitchOf(ctx, candidate);
    const older = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    const newer = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    await processPitchVideo(ctx.deps, newer.id);
    await processPitchVideo(ctx.deps, older.id);
    expect(await rowOf(older.id)).toBeUndefined();
    expect(await ctx.deps.storage.stat(older.originalKey)).toBeNull();
    expect(await rowOf(newer.id)).toMatchObject({ state: 'ready' });
  });
});

describe('transcription during processing', () => {
  it("stores the service's segments and re-analyses the pitch from its words with the real duration", async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const calls: { audioPath: string; language?: string; header: string }[] = [];
    const words =
      'I built a payments platform that serves millions of people and I can lead your team with confidence';
    const transcriber: Transcriber = {
      description: 'test double',
      transcribe: async (input) => {
        const { readFile } = await import('node:fs/promises');
        calls.push({
          ...input,
          header: (await readFile(input.audioPath)).toString('latin1', 0, 4),
        });
        return {
          language: 'en',
          segments: [
            { start: 0, end: 1, text: words.split(' ').slice(0, 9).join(' ') },
            { start: 1, end: 2, text: words.split(' ').slice(9).join(' ') },
          ],
        };
      },
    };
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await processPitchVideo({ ...ctx.deps, transcriber }, queued.id);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.header).toBe('RIFF');
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({
      state: 'ready',
      transcriptSource: 'service',
      transcriptLanguage: 'en',
    });
    expect(row.transcriptSegments).toHaveLength(2);
    const [analysed] = await ctx.deps.db
      .select()
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(analysed!.transcript).toBe(words);
    expect(analysed!.moodScore).not.toBeNull();
    expect(analysed!.confidenceScore).not.toBeNull();
    const evidence = (analysed!.analysis as { evidence: { wordsPerMinute: number | null } })
      .evidence;
    // 19 words in the rendition's ~2 s.
    expect(evidence.wordsPerMinute).toBeGreaterThan(400);
  });

  it('keeps the words the candidate dictated before processing: the service is not asked', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const dictated = [{ start: 0, end: 2, text: 'I lead teams that ship calmly and often' }];
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await ctx.deps.db
      .update(pitchVideos)
      .set({ transcriptSource: 'dictated', transcriptLanguage: 'en', transcriptSegments: dictated })
      .where(eq(pitchVideos.id, queued.id));
    let asked = 0;
    const transcriber: Transcriber = {
      description: 'test double',
      transcribe: () => {
        asked += 1;
        return Promise.resolve({
          language: 'en',
          segments: [{ start: 0, end: 1, text: 'other words' }],
        });
      },
    };
    await processPitchVideo({ ...ctx.deps, transcriber }, queued.id);
    expect(asked).toBe(0);
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({ state: 'ready', transcriptSource: 'dictated' });
    expect(row.transcriptSegments).toEqual(dictated);
    const [live] = await ctx.deps.db
      .select()
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(live!.transcript).toBe('I lead teams that ship calmly and often');
  });

  it('keeps words the candidate saved while the service was transcribing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const typed = [{ start: 0, end: 2, text: 'My own corrected words' }];
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    const transcriber: Transcriber = {
      description: 'test double',
      transcribe: async () => {
        // The candidate saves a transcript from the studio while processing runs.
        await ctx.deps.db
          .update(pitchVideos)
          .set({ transcriptSource: 'typed', transcriptLanguage: 'en', transcriptSegments: typed })
          .where(eq(pitchVideos.id, queued.id));
        return { language: 'en', segments: [{ start: 0, end: 1, text: 'the service heard this' }] };
      },
    };
    await processPitchVideo({ ...ctx.deps, transcriber }, queued.id);
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({ state: 'ready', transcriptSource: 'typed' });
    expect(row.transcriptSegments).toEqual(typed);
  });

  it('a failing service leaves the video ready without a transcript', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const transcriber: Transcriber = {
      description: 'test double',
      transcribe: () => Promise.reject(new Error('503 from the service')),
    };
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.mp4);
    await processPitchVideo({ ...ctx.deps, transcriber }, queued.id);
    expect(await rowOf(queued.id)).toMatchObject({ state: 'ready', transcriptSource: null });
  });
});

describe('without ffmpeg', () => {
  it('the video goes ready as uploaded, unprocessed and live, never half-done', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    await processPitchVideo(
      { ...ctx.deps, videoProcessing: VIDEO_PROCESSING_UNAVAILABLE },
      queued.id,
    );
    const row = (await rowOf(queued.id))!;
    expect(row).toMatchObject({
      state: 'ready',
      processed: false,
      renditionKey: null,
      posterKey: null,
      durationMs: null,
    });
    expect(await ctx.deps.storage.stat(queued.originalKey)).not.toBeNull();
    const [live] = await ctx.deps.db
      .select({ videoId: candidatePitches.videoId })
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(live!.videoId).toBe(queued.id);
    expect(pushesOf(queued.id).at(-1)).toMatchObject({
      state: 'ready',
      processed: false,
      posterUrl: null,
    });
  });
});

describe('companies hear of a Takeoff-hosted pitch when its video plays', () => {
  const announced = (from: number, pitchId: number) =>
    ctx.emitted
      .slice(from)
      .filter((e) => e.notification.type === 'new_video' && e.notification.entityId === pitchId);
  const unprocessed = () => ({ ...ctx.deps, videoProcessing: VIDEO_PROCESSING_UNAVAILABLE });

  it('a pitch created with a video still processing is announced once it is ready, not before', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    const before = ctx.emitted.length;
    const created = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ title: 'Line cook', skills: ['Grill'], videoId: queued.id });
    expect(created.status).toBe(201);
    expect(announced(before, created.body.id)).toEqual([]);

    await processPitchVideo(unprocessed(), queued.id);
    const notes = announced(before, created.body.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.to).toEqual({ audience: 'companies' });
    expect(notes[0]!.notification.title).toBe('New video pitch');

    // Processing it again (an admin's re-run) announces nothing new.
    await ctx.deps.db
      .update(pitchVideos)
      .set({ state: 'queued' })
      .where(eq(pitchVideos.id, queued.id));
    await processPitchVideo(unprocessed(), queued.id);
    expect(announced(before, created.body.id)).toHaveLength(1);
  });

  it('a YouTube pitch switched to a new recording is announced as updated when it plays', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const pitch = await pitchOf(ctx, candidate);
    const queued = await queuedVideo(ctx.deps, candidate.user.id, inputs.webm, 'video/webm');
    const before = ctx.emitted.length;
    const switched = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ videoId: queued.id });
    expect(switched.status).toBe(200);
    expect(announced(before, pitch.id)).toEqual([]);

    await processPitchVideo(unprocessed(), queued.id);
    const notes = announced(before, pitch.id);
    expect(notes.map((n) => n.notification.title)).toEqual(['Updated video pitch']);
  });
});
