import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_MAX_BYTES,
  PITCH_VIDEO_UPLOAD_PATH,
} from '@takeoff/shared/pitch-videos';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { candidatePitches } from '../../db/schema/pitches';
import { users } from '../../db/schema/auth';
import { runRetention } from '../gdpr/retention.service';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { addMember } from '../org/org.fixtures';
import { applyTo, postJob } from '../applications/test-factories';
import { validPitch } from '../pitches/pitch-fixtures';
import {
  creationHeaders,
  patchHeaders,
  storedVideo,
  testVideo,
  uploadThroughApi,
} from './pitch-videos.fixtures';
import { PITCH_VIDEO_QUEUE, pitchVideoAssetUrl } from './pitch-videos.views';
import {
  cleanExpiredUploads,
  PITCH_UPLOADS_FOLDER,
  UPLOAD_EXPIRY_MS,
  uploadFolder,
} from './pitch-videos.uploads';
import { keepUpload } from './pitch-videos.service';

let ctx: TestContext;
let admin: SignedIn;
let company: SignedIn;
let storageRoot: string;
let uploadsDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
  company = await signUp(ctx, 'company', 'Orbit Labs');
  storageRoot = path.join(ctx.deps.config.DATA_DIR, 'uploads');
  uploadsDir = uploadFolder(ctx.deps.config, 'pitch-video-uploads');
  testVideo();
});

/** Every file under a folder (the disk storage's objects and their sidecars). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
const objectsOf = async (row: { originalKey: string }) => {
  const folder = row.originalKey.replace(/\/original$/, '');
  return (await filesUnder(storageRoot)).filter((f) => f.startsWith(folder));
};
const uploadsOf = async (who: SignedIn) =>
  (await filesUnder(uploadsDir)).filter((f) => f.startsWith(`c${who.user.id}-`));

const videoRow = async (id: number) =>
  (await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, id)))[0];
const videosOf = (who: SignedIn) =>
  ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.candidateId, who.user.id));

async function jobsFor(videoId: number) {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(
    sql`select id from pgboss.job where name = ${PITCH_VIDEO_QUEUE} and data->>'videoId' = ${String(videoId)}`,
  );
  return rows;
}

describe('pitch video upload (tus)', () => {
  it('takes a real video, keeps its original under a nameless key and queues its processing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const bytes = testVideo();
    const { location, patched, videoId } = await uploadThroughApi(ctx, candidate, bytes, {
      source: 'recorded',
      filetype: 'video/mp4',
      filename: 'Ada Lovelace pitch.mp4',
    });
    expect(location).toMatch(new RegExp(`^${PITCH_VIDEO_UPLOAD_PATH}/c${candidate.user.id}-`));
    expect(patched.status).toBe(204);
    expect(patched.headers['upload-offset']).toBe(String(bytes.length));
    expect(videoId).toBeGreaterThan(0);
    const row = (await videoRow(videoId!))!;
    expect(row).toMatchObject({
      candidateId: candidate.user.id,
      source: 'recorded',
      state: 'queued',
      originalType: 'video/mp4',
      originalBytes: bytes.length,
    });
    expect(row.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.originalKey).toMatch(/^pitch-videos\/[0-9a-f-]{36}\/original$/);
    expect(row.originalKey).not.toMatch(/Ada|Lovelace|pitch\.mp4/);
    expect(await objectsOf(row)).toContain(
      `${row.originalKey.split('/').slice(0, 2).join('/')}/original`,
    );
    expect(await jobsFor(row.id)).toHaveLength(1);
    // The partial file and its metadata (with the file's name) are gone.
    expect(await uploadsOf(candidate)).toEqual([]);
    // The studio shows it pending.
    const mine = await ctx.http.get('/api/pitch-videos/mine').set(candidate.auth).expect(200);
    expect(mine.body).toMatchObject({
      live: null,
      pending: { id: row.id, state: 'queued', source: 'recorded', videoUrl: null },
      processingAvailable: ctx.deps.videoProcessing.available,
      transcriptionAvailable: false,
    });
  });

  it('keeps offering a video that is ready before the candidate has saved a pitch', async () => {
    const candidate = await signUp(ctx, 'candidate');
    // Uploaded first, processed while the candidate was still writing the title and skills.
    const ready = await storedVideo(ctx, candidate.user.id);
    const mine = await ctx.http.get('/api/pitch-videos/mine').set(candidate.auth).expect(200);
    expect(mine.body).toMatchObject({ live: null, pending: { id: ready.id, state: 'ready' } });
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: mine.body.pending.id })
      .expect(201);
    expect(pitch.body.video).toMatchObject({ id: ready.id, state: 'ready' });
    const after = await ctx.http.get('/api/pitch-videos/mine').set(candidate.auth).expect(200);
    expect(after.body).toMatchObject({ live: { id: ready.id }, pending: null });
  });

  it('refuses a declared length over the limit before storing anything (413)', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const res = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(PITCH_VIDEO_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'PITCH_VIDEO_TOO_LARGE',
      message: expect.stringContaining('50 MB'),
    });
    expect(await uploadsOf(candidate)).toEqual([]);
  });

  it('refuses a type it does not take (415), and a missing length (400)', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const png = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000, { source: 'uploaded', filetype: 'image/png', filename: 'a.png' }));
    expect(png.status).toBe(415);
    expect(png.headers['content-type']).toMatch(/^application\/json/);
    expect(png.body).toMatchObject({ code: 'PITCH_VIDEO_UNSUPPORTED_TYPE' });
    const noLength = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set({ 'Tus-Resumable': '1.0.0', 'Upload-Defer-Length': '1' });
    expect(noLength.status).toBe(400);
    expect(noLength.body.code).toBe('PITCH_VIDEO_LENGTH_REQUIRED');
    expect(await uploadsOf(candidate)).toEqual([]);
  });

  it('refuses bytes that are no video though named .mp4, and keeps nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const before = await filesUnder(storageRoot);
    const fake = Buffer.from('%PDF-1.7 this is a document, not a video '.repeat(200));
    const { patched, videoId } = await uploadThroughApi(ctx, candidate, fake, {
      source: 'uploaded',
      filetype: 'video/mp4',
      filename: 'pitch.mp4',
    });
    expect(patched.status).toBe(415);
    expect(patched.body).toMatchObject({
      code: 'PITCH_VIDEO_NOT_A_VIDEO',
      failure: 'not_a_video',
    });
    expect(videoId).toBeNull();
    expect(await videosOf(candidate)).toEqual([]);
    expect(await filesUnder(storageRoot)).toEqual(before);
    expect(await uploadsOf(candidate)).toEqual([]);
  });

  it('resumes after a dropped connection from the offset HEAD reports', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const bytes = testVideo();
    const created = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(bytes.length))
      .expect(201);
    const location = created.headers.location as string;

    // A phone losing its connection: a PATCH that promises every byte, sends part of them and dies.
    const server: Server = createServer(ctx.serverOptions, ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = request({
          host: '127.0.0.1',
          port,
          path: location,
          method: 'PATCH',
          headers: {
            ...candidate.auth,
            ...patchHeaders(0),
            'Content-Length': String(bytes.length),
          },
        });
        req.on('error', () => resolve());
        req.write(bytes.subarray(0, 16_384));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    } finally {
      server.close();
    }

    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt++) {
      const head = await ctx.http.head(location).set(candidate.auth).set('Tus-Resumable', '1.0.0');
      expect(head.status).toBe(200);
      expect(head.headers['upload-length']).toBe(String(bytes.length));
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);
    const status = await ctx.http.get(location).set(candidate.auth).expect(200);
    expect(status.body).toEqual({ offset, length: bytes.length });

    // A PATCH from a wrong offset is refused; from HEAD's offset it completes.
    const wrong = await ctx.http
      .patch(location)
      .set(candidate.auth)
      .set(patchHeaders(0))
      .send(bytes);
    expect(wrong.status).toBe(409);
    const rest = await ctx.http
      .patch(location)
      .set(candidate.auth)
      .set(patchHeaders(offset))
      .send(bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const videoId = Number(rest.headers[PITCH_VIDEO_ID_HEADER.toLowerCase()]);
    const row = (await videoRow(videoId))!;
    expect(row.originalBytes).toBe(bytes.length);
    const stored = await ctx.deps.storage.read(row.originalKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('lets only the candidate who started an upload see, continue or cancel it', async () => {
    const owner = await signUp(ctx, 'candidate');
    const other = await signUp(ctx, 'candidate');
    const created = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(owner.auth)
      .set(creationHeaders(1000))
      .expect(201);
    const location = created.headers.location as string;
    const tus = { 'Tus-Resumable': '1.0.0' };
    expect((await ctx.http.head(location).set(other.auth).set(tus)).status).toBe(404);
    expect((await ctx.http.get(location).set(other.auth)).status).toBe(404);
    expect(
      (await ctx.http.patch(location).set(other.auth).set(patchHeaders(0)).send(Buffer.alloc(10)))
        .status,
    ).toBe(404);
    expect((await ctx.http.delete(location).set(other.auth).set(tus)).status).toBe(404);
    expect((await ctx.http.head(location).set(company.auth).set(tus)).status).toBe(403);
    expect((await ctx.http.head(location).set(tus)).status).toBe(401);
    expect(await uploadsOf(owner)).toHaveLength(2);
    // The owner cancels it: its bytes go.
    expect((await ctx.http.delete(location).set(owner.auth).set(tus)).status).toBe(204);
    expect(await uploadsOf(owner)).toEqual([]);
  });

  it('keeps one unfinished upload per candidate', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const first = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000))
      .expect(201);
    await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000))
      .expect(201);
    expect(await uploadsOf(candidate)).toHaveLength(2); // the upload and its metadata
    const gone = await ctx.http
      .head(first.headers.location as string)
      .set(candidate.auth)
      .set('Tus-Resumable', '1.0.0');
    expect(gone.status).toBe(404);
  });

  it('keeps one video per take: the same take sent again is refused with the kept video, nothing stored', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const take = { source: 'recorded', filetype: 'video/mp4', take: 'a1b2c3d4e5f60718293a4b5c' };
    const first = await uploadThroughApi(ctx, candidate, testVideo(), take);
    expect(first.videoId).toEqual(expect.any(Number));
    const [row] = await videosOf(candidate);
    const objects = await objectsOf(row!);

    const again = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(testVideo().length, take));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'PITCH_VIDEO_ALREADY_UPLOADED',
      videoId: first.videoId,
    });
    expect(await videosOf(candidate)).toHaveLength(1);
    expect(await jobsFor(first.videoId!)).toHaveLength(1);
    expect(await uploadsOf(candidate)).toEqual([]);
    expect(await objectsOf(row!)).toEqual(objects);

    // Two uploads of one take that both got past creation: the second to finish finds the first's video.
    const twin = { ...take, take: 'twin-take-0000000000000001' };
    const a = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(testVideo().length, twin))
      .expect(201);
    const keptA = await ctx.http
      .patch(a.headers.location as string)
      .set(candidate.auth)
      .set(patchHeaders(0))
      .send(testVideo());
    const kept = Number(keptA.headers[PITCH_VIDEO_ID_HEADER.toLowerCase()]);
    const before = await filesUnder(storageRoot);
    const copy = await keepUpload(ctx.deps, {
      candidateId: candidate.user.id,
      source: 'recorded',
      contentType: 'video/mp4',
      body: Readable.from(testVideo()),
      uploadKey: twin.take,
    });
    expect(copy.id).toBe(kept);
    expect(await videosOf(candidate)).toHaveLength(2);
    expect(await filesUnder(storageRoot)).toEqual(before);

    const bad = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000, { ...take, take: 'no spaces/allowed' }));
    expect(bad.status).toBe(400);
  });

  it('cleans uploads abandoned for more than a day', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const created = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000))
      .expect(201);
    const id = (created.headers.location as string).split('/').pop()!;
    expect(await cleanExpiredUploads(ctx.deps, PITCH_UPLOADS_FOLDER)).toBe(0);
    expect(await uploadsOf(candidate)).toHaveLength(2);
    const meta = path.join(uploadsDir, `${id}.json`);
    const upload = JSON.parse(await readFile(meta, 'utf8')) as { creation_date: string };
    upload.creation_date = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    await writeFile(meta, JSON.stringify(upload));
    expect(await cleanExpiredUploads(ctx.deps, PITCH_UPLOADS_FOLDER)).toBe(1);
    expect(await uploadsOf(candidate)).toEqual([]);
  });

  it('refuses a candidate who withdrew their consent', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: false })
      .expect(201);
    const res = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set(candidate.auth)
      .set(creationHeaders(1000));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'CANDIDATE_CONSENT_WITHDRAWN',
      message: 'You withdrew your consent: give it again to upload a pitch video',
    });
    expect(await uploadsOf(candidate)).toEqual([]);
  });

  it('refuses a cookie-authenticated upload from another site (CSRF)', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: candidate.user.email, password: 'correct-horse-battery' });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]);
    const res = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set('Cookie', cookie.join('; '))
      .set('Origin', 'https://evil.example')
      .set(creationHeaders(1000));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
    const same = await ctx.http
      .post(PITCH_VIDEO_UPLOAD_PATH)
      .set('Cookie', cookie.join('; '))
      .set('Origin', ctx.deps.config.appOrigin)
      .set(creationHeaders(1000));
    expect(same.status).toBe(201);
  });
});

const SEGMENTS = [
  { start: 0, end: 2.5, text: 'I led the redesign of a booking app.' },
  { start: 2.5, end: 5, text: 'I delivered a great, loved experience.' },
];

describe('a pitch with a Takeoff video', () => {
  it('plays the candidate’s own video instead of a link, for companies once ready', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const other = await signUp(ctx, 'candidate');
    const video = await storedVideo(ctx, candidate.user.id, { state: 'queued' });
    // Another candidate's video cannot be taken.
    const stolen = await ctx.http
      .post('/api/candidate-pitches')
      .set(other.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: video.id });
    expect(stolen.status).toBe(404);
    const both = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), videoId: video.id });
    expect(both.status).toBe(400);
    const created = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: video.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      source: 'recorded',
      youtubeLink: null,
      video: { id: video.id, state: 'queued', videoUrl: null, transcript: null },
    });
    // Not ready: a company sees the pitch without a video yet.
    const early = await ctx.http
      .get(`/api/candidate-pitches/${created.body.id}`)
      .set(company.auth)
      .expect(200);
    expect(early.body.video).toBeNull();

    await ctx.deps.db
      .update(pitchVideos)
      .set({ state: 'ready', renditionKey: video.originalKey, processed: false, progress: 100 })
      .where(eq(pitchVideos.id, video.id));
    const ready = await ctx.http
      .get(`/api/candidate-pitches/${created.body.id}`)
      .set(company.auth)
      .expect(200);
    expect(ready.body.video).toMatchObject({
      id: video.id,
      videoUrl: pitchVideoAssetUrl(video.accessKey, 'video'),
    });
    expect(ready.body.video.transcript).toBeUndefined();
    const grid = await ctx.http.get('/api/candidate-pitches?limit=100').set(company.auth);
    const listed = (grid.body.items as { id: number; video: unknown }[]).find(
      (p) => p.id === created.body.id,
    );
    expect(listed?.video).toMatchObject({ id: video.id });
  });

  it('switches back to a YouTube link, deleting the Takeoff videos, and keeps a ready one live until the next is ready', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const first = await storedVideo(ctx, candidate.user.id);
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: first.id })
      .expect(201);
    const second = await storedVideo(ctx, candidate.user.id, { state: 'queued' });
    const kept = await ctx.http
      .put(`/api/candidate-pitches/${pitch.body.id}`)
      .set(candidate.auth)
      .send({ videoId: second.id })
      .expect(200);
    expect(kept.body.video.id).toBe(first.id);
    const studio = await ctx.http.get('/api/pitch-videos/mine').set(candidate.auth).expect(200);
    expect(studio.body.live.id).toBe(first.id);
    expect(studio.body.pending.id).toBe(second.id);

    const back = await ctx.http
      .put(`/api/candidate-pitches/${pitch.body.id}`)
      .set(candidate.auth)
      .send({ youtubeLink: validPitch().youtubeLink })
      .expect(200);
    expect(back.body).toMatchObject({ source: 'youtube', video: null });
    expect(await videosOf(candidate)).toEqual([]);
    expect(await objectsOf(first)).toEqual([]);
    expect(await objectsOf(second)).toEqual([]);
  });
});

describe('pitch video media', () => {
  async function livePitch(options: Parameters<typeof storedVideo>[2] = {}) {
    const candidate = await signUp(ctx, 'candidate');
    const video = await storedVideo(ctx, candidate.user.id, options);
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: video.id })
      .expect(201);
    return { candidate, video, pitchId: pitch.body.id as number };
  }

  it('streams to the owner, admins and companies that may see the pitch, with ranges', async () => {
    const { candidate, video } = await livePitch();
    const url = pitchVideoAssetUrl(video.accessKey, 'video');
    const size = testVideo().length;
    for (const who of [candidate, admin, company]) {
      const res = await ctx.http.get(url).set(who.auth).set('Range', 'bytes=0-99');
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(res.headers['content-type']).toBe('video/mp4');
    }
    const head = await ctx.http.head(url).set(company.auth).expect(200);
    expect(head.headers['content-length']).toBe(String(size));
    const etag = head.headers.etag as string;
    await ctx.http.get(url).set(company.auth).set('If-None-Match', etag).expect(304);
    const poster = await ctx.http
      .get(pitchVideoAssetUrl(video.accessKey, 'poster'))
      .set(company.auth);
    expect(poster.status).toBe(200);
  });

  it('keeps the original for the owner and admins, and everything from strangers', async () => {
    const { candidate, video } = await livePitch();
    const original = pitchVideoAssetUrl(video.accessKey, 'original');
    await ctx.http.get(original).set(candidate.auth).expect(200);
    await ctx.http.get(original).set(admin.auth).expect(200);
    expect((await ctx.http.get(original).set(company.auth)).status).toBe(404);
    const other = await signUp(ctx, 'candidate');
    expect(
      (await ctx.http.get(pitchVideoAssetUrl(video.accessKey, 'video')).set(other.auth)).status,
    ).toBe(404);
    expect((await ctx.http.get(pitchVideoAssetUrl(video.accessKey, 'video'))).status).toBe(401);
    expect(
      (await ctx.http.get(pitchVideoAssetUrl('A'.repeat(32), 'video')).set(admin.auth)).status,
    ).toBe(404);
  });

  it('follows the pitch grid’s rule for companies: archived, withdrawn, no terms, interviewers', async () => {
    const { candidate, video, pitchId } = await livePitch();
    const url = pitchVideoAssetUrl(video.accessKey, 'video');
    const noTerms = await signUp(ctx, 'company', undefined, { acceptTerms: false });
    expect((await ctx.http.get(url).set(noTerms.auth)).status).toBe(403);

    const interviewer = await addMember(ctx, company, 'interviewer');
    expect((await ctx.http.get(url).set(interviewer.auth)).status).toBe(404);
    const job = await postJob(ctx, company);
    await applyTo(ctx, candidate, job.id);
    await ctx.http
      .put(`/api/jobs/${job.id}/interviewers`)
      .set(company.auth)
      .send({ memberIds: [interviewer.user.id] })
      .expect(200);
    expect((await ctx.http.get(url).set(interviewer.auth)).status).toBe(200);

    await ctx.http
      .put(`/api/candidate-pitches/${pitchId}`)
      .set(admin.auth)
      .send({ isActive: false })
      .expect(200);
    expect((await ctx.http.get(url).set(company.auth)).status).toBe(404);
    await ctx.http
      .put(`/api/candidate-pitches/${pitchId}`)
      .set(admin.auth)
      .send({ isActive: true })
      .expect(200);
    expect((await ctx.http.get(url).set(company.auth)).status).toBe(200);
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: false })
      .expect(201);
    expect((await ctx.http.get(url).set(company.auth)).status).toBe(404);
    // The owner still sees their own.
    expect((await ctx.http.get(url).set(candidate.auth)).status).toBe(200);
  });

  it('the company pipeline plays an applicant’s Takeoff video when ready, under the media route’s rule', async () => {
    const { candidate, video, pitchId } = await livePitch();
    const owner = await signUp(ctx, 'company');
    const job = await postJob(ctx, owner);
    await applyTo(ctx, candidate, job.id);
    const applicantPitch = async (who: SignedIn, companyId: number) => {
      const res = await ctx.http
        .get(`/api/companies/${companyId}/jobs-with-applications`)
        .set(who.auth)
        .expect(200);
      const found = (
        res.body.items as { id: number; applications: { pitch: Record<string, unknown> }[] }[]
      ).find((j) => j.id === job.id);
      return found!.applications[0]!.pitch;
    };
    const pitch = await applicantPitch(owner, owner.user.id);
    expect(pitch).toMatchObject({
      id: pitchId,
      source: 'recorded',
      youtubeLink: null,
      video: {
        id: video.id,
        state: 'ready',
        videoUrl: pitchVideoAssetUrl(video.accessKey, 'video'),
        posterUrl: pitchVideoAssetUrl(video.accessKey, 'poster'),
      },
    });
    // What the card plays is served to this company.
    const played = await ctx.http
      .get((pitch.video as { videoUrl: string }).videoUrl)
      .set(owner.auth)
      .set('Range', 'bytes=0-9');
    expect(played.status).toBe(206);

    // Archived: the card names the source but offers nothing to play (the media route would refuse it).
    await ctx.http
      .put(`/api/candidate-pitches/${pitchId}`)
      .set(admin.auth)
      .send({ isActive: false })
      .expect(200);
    expect(await applicantPitch(owner, owner.user.id)).toMatchObject({
      source: 'recorded',
      video: null,
    });
    await ctx.http
      .put(`/api/candidate-pitches/${pitchId}`)
      .set(admin.auth)
      .send({ isActive: true })
      .expect(200);

    // A newer video still processing does not replace the ready one on the card.
    await storedVideo(ctx, candidate.user.id, { state: 'queued' });
    expect(await applicantPitch(owner, owner.user.id)).toMatchObject({ video: { id: video.id } });
  });

  it('the company pipeline shows a YouTube pitch as before, with no Takeoff video', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send(validPitch())
      .expect(201);
    const owner = await signUp(ctx, 'company');
    const job = await postJob(ctx, owner);
    await applyTo(ctx, candidate, job.id);
    const res = await ctx.http
      .get(`/api/companies/${owner.user.id}/jobs-with-applications`)
      .set(owner.auth)
      .expect(200);
    const found = (res.body.items as { id: number; applications: { pitch: unknown }[] }[]).find(
      (j) => j.id === job.id,
    );
    expect(found!.applications[0]!.pitch).toMatchObject({
      source: 'youtube',
      video: null,
      youtubeLink: validPitch().youtubeLink,
    });
  });

  it('serves no pending video to companies', async () => {
    const { candidate } = await livePitch();
    const pending = await storedVideo(ctx, candidate.user.id, { state: 'queued' });
    const url = pitchVideoAssetUrl(pending.accessKey, 'original');
    await ctx.http.get(url).set(candidate.auth).expect(200);
    expect(
      (await ctx.http.get(pitchVideoAssetUrl(pending.accessKey, 'video')).set(company.auth)).status,
    ).toBe(404);
  });
});

describe('transcript, captions and analysis', () => {
  it('saves a corrected transcript, analyses the pitch from it and serves WebVTT captions', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const video = await storedVideo(ctx, candidate.user.id);
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: video.id })
      .expect(201);
    expect(pitch.body.moodScore).toBeNull();
    const other = await signUp(ctx, 'candidate');
    await ctx.http
      .put(`/api/pitch-videos/${video.id}/transcript`)
      .set(other.auth)
      .send({ source: 'service', language: 'en', segments: SEGMENTS })
      .expect(404);
    const saved = await ctx.http
      .put(`/api/pitch-videos/${video.id}/transcript`)
      .set(candidate.auth)
      .send({ source: 'service', language: 'en', segments: SEGMENTS })
      .expect(200);
    expect(saved.body.transcript).toEqual({
      source: 'service',
      language: 'en',
      segments: SEGMENTS,
    });
    expect(saved.body.captionsUrl).toBe(pitchVideoAssetUrl(video.accessKey, 'captions.vtt'));
    const [row] = await ctx.deps.db
      .select()
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.body.id));
    expect(row!.transcript).toBe(SEGMENTS.map((s) => s.text).join(' '));
    expect(row!.moodScore).toBeGreaterThan(3);
    // The pace comes from the video's real duration (2 s).
    expect((row!.analysis as { evidence: { pace: unknown } }).evidence.pace).toBeTruthy();

    const vtt = await ctx.http.get(saved.body.captionsUrl).set(company.auth).expect(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.text).toContain(
      '00:00:00.000 --> 00:00:02.500\nI led the redesign of a booking app.',
    );

    const typed = await ctx.http
      .put(`/api/pitch-videos/${video.id}/transcript`)
      .set(candidate.auth)
      .send({ source: 'typed', segments: [{ start: 0, end: 0, text: 'Typed words.' }] })
      .expect(200);
    expect(typed.body.captionsUrl).toBeNull();
    await ctx.http.get(saved.body.captionsUrl).set(candidate.auth).expect(404);
  });
});

describe('retry, reprocess and discard', () => {
  it('re-queues a failed video for its owner only, and any video for an admin', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const failed = await storedVideo(ctx, candidate.user.id, { state: 'failed' });
    const ready = await storedVideo(ctx, candidate.user.id);
    const other = await signUp(ctx, 'candidate');
    await ctx.http.post(`/api/pitch-videos/${failed.id}/retry`).set(other.auth).expect(404);
    const retried = await ctx.http
      .post(`/api/pitch-videos/${failed.id}/retry`)
      .set(candidate.auth)
      .expect(200);
    expect(retried.body).toMatchObject({ state: 'queued', failure: null, progress: 0 });
    expect(await jobsFor(failed.id)).toHaveLength(2);
    const notFailed = await ctx.http
      .post(`/api/pitch-videos/${ready.id}/retry`)
      .set(candidate.auth);
    expect(notFailed.status).toBe(409);
    const again = await ctx.http
      .post(`/api/admin/pitch-videos/${ready.id}/reprocess`)
      .set(admin.auth)
      .expect(200);
    expect(again.body.state).toBe('ready');
    expect(await jobsFor(ready.id)).toHaveLength(2);
  });

  it('discards a pending video with its files, never the live one', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const live = await storedVideo(ctx, candidate.user.id);
    await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: live.id })
      .expect(201);
    const pending = await storedVideo(ctx, candidate.user.id, { state: 'failed' });
    expect(await objectsOf(pending)).not.toEqual([]);
    expect((await ctx.http.delete(`/api/pitch-videos/${live.id}`).set(candidate.auth)).status).toBe(
      409,
    );
    const other = await signUp(ctx, 'candidate');
    await ctx.http.delete(`/api/pitch-videos/${pending.id}`).set(other.auth).expect(404);
    await ctx.http.delete(`/api/pitch-videos/${pending.id}`).set(candidate.auth).expect(204);
    expect(await videoRow(pending.id)).toBeUndefined();
    expect(await objectsOf(pending)).toEqual([]);
    expect(await objectsOf(live)).not.toEqual([]);
  });
});

describe('lifecycle', () => {
  async function candidateWithVideos() {
    const candidate = await signUp(ctx, 'candidate');
    const live = await storedVideo(ctx, candidate.user.id, {
      transcript: { source: 'service', segments: SEGMENTS },
    });
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: live.id })
      .expect(201);
    const pending = await storedVideo(ctx, candidate.user.id, { state: 'queued' });
    const objects = [...(await objectsOf(live)), ...(await objectsOf(pending))];
    // Original, rendition and poster of the live one (each with the disk store's sidecar), the pending original.
    expect(objects.filter((f) => !f.endsWith('.meta'))).toHaveLength(4);
    return { candidate, live, pending, pitchId: pitch.body.id as number };
  }

  it('deleting the pitch deletes every stored object of its videos', async () => {
    const { candidate, live, pending, pitchId } = await candidateWithVideos();
    await ctx.http.delete(`/api/candidate-pitches/${pitchId}`).set(candidate.auth).expect(204);
    expect(await videosOf(candidate)).toEqual([]);
    expect([...(await objectsOf(live)), ...(await objectsOf(pending))]).toEqual([]);
    expect(
      (await ctx.http.get(pitchVideoAssetUrl(live.accessKey, 'video')).set(admin.auth)).status,
    ).toBe(404);
  });

  it('an admin deleting the pitch deletes them too', async () => {
    const { candidate, live, pending, pitchId } = await candidateWithVideos();
    await ctx.http.delete(`/api/admin/pitches/${pitchId}`).set(admin.auth).expect(204);
    expect(await videosOf(candidate)).toEqual([]);
    expect([...(await objectsOf(live)), ...(await objectsOf(pending))]).toEqual([]);
  });

  it('erasing the account deletes them', async () => {
    const { candidate, live, pending } = await candidateWithVideos();
    const res = await ctx.http
      .post('/api/me/delete')
      .set(candidate.auth)
      .send({ password: 'correct-horse-battery' });
    expect(res.status).toBeLessThan(300);
    expect(await videosOf(candidate)).toEqual([]);
    expect([...(await objectsOf(live)), ...(await objectsOf(pending))]).toEqual([]);
  });

  it('the export links the original videos and holds the transcript', async () => {
    const { candidate, live, pending } = await candidateWithVideos();
    const res = await ctx.http.get('/api/me/export').set(candidate.auth).expect(200);
    const data = JSON.parse(res.text) as {
      videos: { source: string; id: number; url: string }[];
      otherRecords: { pitchVideos: { id: number; transcriptSegments: unknown }[] };
    };
    const origin = ctx.deps.config.appOrigin;
    const links = data.videos.filter((v) => v.source === 'pitch_videos');
    expect(links.sort((a, b) => a.id - b.id)).toEqual([
      {
        source: 'pitch_videos',
        id: live.id,
        url: `${origin}${pitchVideoAssetUrl(live.accessKey, 'original')}`,
      },
      {
        source: 'pitch_videos',
        id: pending.id,
        url: `${origin}${pitchVideoAssetUrl(pending.accessKey, 'original')}`,
      },
    ]);
    expect(data.otherRecords.pitchVideos.find((v) => v.id === live.id)?.transcriptSegments).toEqual(
      SEGMENTS,
    );
    // The link works for its owner.
    await ctx.http
      .get(pitchVideoAssetUrl(live.accessKey, 'original'))
      .set(candidate.auth)
      .expect(200);
  });
});

describe('retention and the admin list', () => {
  it('retention deletes every stored object of an inactive candidate’s pitch videos', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const live = await storedVideo(ctx, candidate.user.id);
    await ctx.deps.db
      .insert(candidatePitches)
      .values({ candidateId: candidate.user.id, title: 'Old pitch', videoId: live.id });
    const pending = await storedVideo(ctx, candidate.user.id, { state: 'failed' });
    const lastActive = new Date(Date.UTC(2000, 0, 1));
    await ctx.deps.db
      .update(users)
      .set({ lastActiveAt: lastActive })
      .where(eq(users.id, candidate.user.id));
    const days = ctx.deps.config.RETENTION_INACTIVE_DAYS;
    const at = (d: number) => new Date(lastActive.getTime() + d * 86_400_000);
    expect((await runRetention(ctx.deps, at(days - 14))).noticed).toContain(candidate.user.id);
    expect((await runRetention(ctx.deps, at(days))).purged).toContain(candidate.user.id);
    expect(await videosOf(candidate)).toEqual([]);
    expect([...(await objectsOf(live)), ...(await objectsOf(pending))]).toEqual([]);
  });

  it('shows admins each pitch’s source, processing state and duration', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const live = await storedVideo(ctx, candidate.user.id);
    const pitch = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({ ...validPitch(), youtubeLink: undefined, videoId: live.id })
      .expect(201);
    const youtube = await signUp(ctx, 'candidate');
    const linked = await ctx.http
      .post('/api/candidate-pitches')
      .set(youtube.auth)
      .send(validPitch())
      .expect(201);
    const find = async (id: number) => {
      const res = await ctx.http.get('/api/admin/pitches?limit=100').set(admin.auth).expect(200);
      let page = res.body as { items: { id: number }[]; nextCursor: string | null };
      let items = page.items;
      while (!items.some((p) => p.id === id) && page.nextCursor) {
        page = (
          await ctx.http
            .get(`/api/admin/pitches?limit=100&cursor=${page.nextCursor}`)
            .set(admin.auth)
            .expect(200)
        ).body;
        items = page.items;
      }
      return items.find((p) => p.id === id);
    };
    expect(await find(pitch.body.id)).toMatchObject({
      source: 'recorded',
      video_id: live.id,
      duration_seconds: 2,
      processing_state: 'ready',
      processing_video_id: live.id,
    });
    const next = await storedVideo(ctx, candidate.user.id, { state: 'failed' });
    expect(await find(pitch.body.id)).toMatchObject({
      source: 'recorded',
      processing_state: 'failed',
      processing_video_id: next.id,
    });
    expect(await find(linked.body.id)).toMatchObject({
      source: 'youtube',
      video_id: null,
      duration_seconds: null,
      processing_state: null,
    });
  });
});
