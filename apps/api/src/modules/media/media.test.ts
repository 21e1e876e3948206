import { readdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, MESSAGES } from '@takeoff/shared/constants';
import { mediaFiles } from '../../db/schema/media';
import { errorHandler } from '../../http/error-handler';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { minimalMp4, minimalWebm, mp4Header, storeTestVideo } from './media.fixtures';
import { deleteMedia, findMedia, storeVideoUpload } from './media.service';
import { postStreamedMultipart } from './media.test-support';

let ctx: TestContext;
let company: SignedIn;
let candidate: SignedIn;
let uploadServer: Server;
let uploadUrl: string;

/** What another area's route does: stream the request through storeVideoUpload. */
function uploadApp() {
  const app = express();
  app.post('/upload', async (req, res) => {
    const result = await storeVideoUpload(ctx.deps, { partyId: company.user.id }, req, {
      kind: 'job_video',
      fileField: 'video',
      required: req.query.required === '1',
    });
    res.status(201).json(result);
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

const storedFiles = () =>
  readdirSync(path.join(ctx.deps.config.DATA_DIR, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).filter((e) => e.isFile()).length;
const mediaRows = async () =>
  (await ctx.deps.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, company.user.id)))
    .length;
const upload = () => supertest(uploadServer).post('/upload');

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
  uploadServer = uploadApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => uploadServer.once('listening', resolve));
  uploadUrl = `http://127.0.0.1:${(uploadServer.address() as AddressInfo).port}/upload`;
  await storeTestVideo(ctx.deps, company.user.id); // creates the uploads folder
});

afterAll(() => new Promise((resolve) => uploadServer.close(resolve)));

describe('video uploads', () => {
  it('stores a small MP4 recognised from its bytes and records it', async () => {
    const rowsBefore = await mediaRows();
    const res = await upload().field('title', 'Pilot').attach('video', minimalMp4(), 'pitch.mp4');
    expect(res.status).toBe(201);
    expect(res.body.fields).toEqual({ title: 'Pilot' });
    const row = await findMedia(ctx.deps, res.body.media.id);
    expect(res.body.media.url).toBe(`/api/media/${row.accessKey}`);
    expect(row.accessKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row).toMatchObject({
      ownerId: company.user.id,
      kind: 'job_video',
      contentType: 'video/mp4',
      sizeBytes: 256,
    });
    expect(row.storageKey).toMatch(/^media\/job_video\/[0-9a-f-]{36}\.mp4$/);
    expect(await mediaRows()).toBe(rowsBefore + 1);

    const served = await ctx.http.get(res.body.media.url).set(candidate.auth).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, minimalMp4())).toBe(0);
  });

  it('stores a WebM whatever its name says', async () => {
    const res = await upload().attach('video', minimalWebm(), {
      filename: 'clip.bin',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(201);
    expect((await findMedia(ctx.deps, res.body.media.id)).contentType).toBe('video/webm');
  });

  it('returns media null when the optional file is absent, and 400 when it is required', async () => {
    const optional = await upload().field('title', 'No video');
    expect(optional.status).toBe(201);
    expect(optional.body).toEqual({ fields: { title: 'No video' }, media: null });
    const required = await supertest(uploadServer)
      .post('/upload?required=1')
      .field('title', 'No video');
    expect(required.status).toBe(400);
    expect(required.body.code).toBe('BAD_REQUEST');
  });

  it('refuses bytes that are not a video even with a .mp4 name (415), keeping nothing', async () => {
    const [files, rows] = [storedFiles(), await mediaRows()];
    const res = await upload().attach(
      'video',
      Buffer.from('%PDF-1.7 definitely not a video'.repeat(10)),
      'pitch.mp4',
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.videoInvalidType,
    });
    expect(storedFiles()).toBe(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses an empty file (400) and a request that is not multipart (415)', async () => {
    const empty = await upload().attach('video', Buffer.alloc(0), 'pitch.mp4');
    expect(empty.status).toBe(400);
    const json = await upload().send({ video: 'AAAA' });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses 50 MB + 1 byte while streaming (413), leaving nothing in storage or media_files', async () => {
    const [files, rows] = [storedFiles(), await mediaRows()];
    const total = MAX_VIDEO_BYTES + 1;
    const res = await postStreamedMultipart(uploadUrl, {
      field: 'video',
      filename: 'big.mp4',
      head: mp4Header(total),
      total,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.videoTooLarge });
    expect(storedFiles()).toBe(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('removes the partial file when the client goes away mid-upload', async () => {
    const files = storedFiles();
    const boundary = 'takeoff-abort';
    const req = request(uploadUrl, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('error', () => {});
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n\r\n`,
    );
    req.write(mp4Header(10 * 1024 * 1024));
    req.write(Buffer.alloc(1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    await expect.poll(storedFiles, { timeout: 3000 }).toBe(files);
  });

  it('keeps memory flat: a 20 MB upload does not grow the process by anything like 20 MB', async () => {
    const total = 20 * 1024 * 1024;
    // A small upload first: the route's first-use costs (code, pool connections, folders) are not the upload's.
    const warm = 1024 * 1024;
    const warmUp = await postStreamedMultipart(uploadUrl, {
      field: 'video',
      filename: 'pitch.mp4',
      head: mp4Header(warm),
      total: warm,
    });
    expect(warmUp.status).toBe(201);
    await deleteMedia(ctx.deps, (warmUp.body as { media: { id: number } }).media.id);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const res = await postStreamedMultipart(uploadUrl, {
      field: 'video',
      filename: 'pitch.mp4',
      head: mp4Header(total),
      total,
    });
    clearInterval(sampler);
    expect(res.status).toBe(201);
    const media = (res.body as { media: { id: number } }).media;
    expect((await findMedia(ctx.deps, media.id)).sizeBytes).toBe(total);
    expect(peak - before).toBeLessThan(12 * 1024 * 1024);
    await deleteMedia(ctx.deps, media.id);
  });
});

describe('video addresses', () => {
  it('are a random key: counting ids, or a guessed key, reaches no video (404), the key does', async () => {
    const stored = await storeTestVideo(ctx.deps, company.user.id);
    const row = await findMedia(ctx.deps, stored.id);
    expect(stored.url).toBe(`/api/media/${row.accessKey}`);
    expect(stored.url).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    const other = await signUp(ctx, 'company');
    expect((await ctx.http.get(stored.url).set(other.auth)).status).toBe(200);
    // What counting used to reach: the id, its neighbours, the id padded to a key's length.
    for (const guess of [
      String(stored.id),
      String(stored.id - 1),
      String(stored.id + 1),
      String(stored.id).padStart(32, '0'),
      `${row.accessKey.slice(0, 31)}${row.accessKey.endsWith('0') ? '1' : '0'}`,
      row.accessKey.toUpperCase(),
    ])
      expect((await ctx.http.get(`/api/media/${guess}`).set(other.auth)).status).toBe(404);
  });

  it('differ for every file', async () => {
    const keys = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { id } = await storeTestVideo(ctx.deps, company.user.id);
        return (await findMedia(ctx.deps, id)).accessKey;
      }),
    );
    expect(new Set(keys).size).toBe(5);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
