import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, MESSAGES } from '@takeoff/shared/constants';
import { mediaUrl } from '@takeoff/shared/media';
import type { CompanyPromo } from '@takeoff/shared/promos';
import { mediaFiles } from '../../db/schema/media';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { minimalMp4, minimalWebm, mp4Header, storeTestVideo } from '../media/media.fixtures';
import { postStreamedMultipart } from '../media/media.test-support';
import { QUESTIONS, uploadTestPromo } from './promos.fixtures';

let ctx: TestContext;
let server: Server;
let baseUrl: string;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;

const storedFiles = () =>
  readdirSync(path.join(ctx.deps.config.DATA_DIR, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).filter((e) => e.isFile() && !e.name.endsWith('.meta')).length;
const mediaRowsOf = async (who: SignedIn) =>
  (await ctx.deps.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, who.user.id))).length;
const promoOf = async (who: SignedIn) =>
  (await ctx.http.get(`/api/companies/${who.user.id}/promo`).set(candidate.auth))
    .body as CompanyPromo | null;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Promo Tech');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
  server = createServer(ctx.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('promo video upload', () => {
  it('stores a WebM as the promo video and serves it to signed-in users with range requests', async () => {
    expect(await promoOf(company)).toBeNull();
    const promo = await uploadTestPromo(ctx, company);
    expect(promo).toMatchObject({
      companyId: company.user.id,
      companyName: 'Promo Tech',
      questions: ['', '', ''],
    });
    expect(promo.videoUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    expect(await promoOf(company)).toEqual(promo);

    const whole = await ctx.http.get(promo.videoUrl!).set(candidate.auth).buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['cache-control']).toMatch(/private, max-age=\d+/);
    expect(whole.headers['etag']).toBeTruthy();
    const size = minimalWebm().length;
    const range = await ctx.http
      .get(promo.videoUrl!)
      .set(candidate.auth)
      .set('Range', 'bytes=4-9')
      .buffer(true);
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 4-9/${size}`);
    expect(Buffer.compare(range.body as Buffer, minimalWebm().subarray(4, 10))).toBe(0);
    expect((await ctx.http.get(promo.videoUrl!).set('Range', 'bytes=0-1')).status).toBe(401);
  });

  it('refuses bytes that are not a video even named .mp4, an empty file and 50 MB + 1 byte, changing nothing', async () => {
    const before = await promoOf(company);
    const [files, rows] = [storedFiles(), await mediaRowsOf(company)];

    const fake = await ctx.http
      .post('/api/company-promos/video')
      .set(company.auth)
      .attach('video', Buffer.from('GIF89a not a video at all'.repeat(8)), 'promo.mp4');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(MESSAGES.videoInvalidType);

    const empty = await ctx.http
      .post('/api/company-promos/video')
      .set(company.auth)
      .attach('video', Buffer.alloc(0), 'promo.mp4');
    expect(empty.status).toBe(400);

    const total = MAX_VIDEO_BYTES + 1;
    const big = await postStreamedMultipart(
      `${baseUrl}/api/company-promos/video`,
      { field: 'video', filename: 'big.mp4', head: mp4Header(total), total },
      company.auth,
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ message: MESSAGES.videoTooLarge });

    expect(await promoOf(company)).toEqual(before);
    expect(storedFiles()).toBe(files);
    expect(await mediaRowsOf(company)).toBe(rows);
  });

  it('accepts an MP4 of exactly 50 MB while streaming', async () => {
    const other = await signUp(ctx, 'company');
    const res = await postStreamedMultipart(
      `${baseUrl}/api/company-promos/video`,
      {
        field: 'video',
        filename: 'max.mp4',
        head: mp4Header(MAX_VIDEO_BYTES),
        total: MAX_VIDEO_BYTES,
      },
      other.auth,
    );
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, other.user.id));
    expect(row).toMatchObject({
      kind: 'promo_video',
      contentType: 'video/mp4',
      sizeBytes: MAX_VIDEO_BYTES,
    });
  });

  it('replacing the video deletes the previous file and its row', async () => {
    const first = await uploadTestPromo(ctx, company);
    const second = await uploadTestPromo(ctx, company, minimalMp4());
    expect(second.id).toBe(first.id);
    expect(second.videoUrl).not.toBe(first.videoUrl);
    expect((await ctx.http.get(first.videoUrl!).set(candidate.auth)).status).toBe(404);
    expect((await ctx.http.get(second.videoUrl!).set(candidate.auth)).status).toBe(200);
  });

  it('three concurrent first uploads leave one video: the others are neither kept nor served', async () => {
    const fresh = await signUp(ctx, 'company');
    const uploads = await Promise.all([
      uploadTestPromo(ctx, fresh),
      uploadTestPromo(ctx, fresh, minimalMp4()),
      uploadTestPromo(ctx, fresh),
    ]);
    const rows = await ctx.deps.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, fresh.user.id));
    const promo = await promoOf(fresh);
    expect(rows.map((row) => mediaUrl(row.accessKey))).toEqual([promo!.videoUrl]);
    const served = await Promise.all(
      uploads.map(async (u) => (await ctx.http.get(u.videoUrl!).set(candidate.auth)).status),
    );
    expect(served.filter((status) => status === 200)).toHaveLength(1);
    expect(served.filter((status) => status === 404)).toHaveLength(2);
  });
});

describe('saving the promo', () => {
  it('saves three questions with the uploaded video, and a null videoUrl deletes the video and its file', async () => {
    const uploaded = await uploadTestPromo(ctx, company);
    const files = storedFiles();
    const saved = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ companyId: 999, videoUrl: uploaded.videoUrl, questions: QUESTIONS });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      companyId: company.user.id,
      videoUrl: uploaded.videoUrl,
      questions: QUESTIONS,
    });

    const kept = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ questions: ['a', 'b', 'c'] });
    expect(kept.body).toMatchObject({ videoUrl: uploaded.videoUrl, questions: ['a', 'b', 'c'] });

    const removed = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ videoUrl: null, questions: QUESTIONS });
    expect(removed.status).toBe(200);
    expect(removed.body.videoUrl).toBeNull();
    expect((await ctx.http.get(uploaded.videoUrl!).set(candidate.auth)).status).toBe(404);
    expect(storedFiles()).toBe(files - 1);
  });

  it("refuses another company's video, a job video, a foreign URL and a wrong number of questions", async () => {
    const mine = await uploadTestPromo(ctx, company);
    const theirs = await uploadTestPromo(ctx, otherCompany);
    const jobVideo = await storeTestVideo(ctx.deps, company.user.id);
    const post = (body: object) =>
      ctx.http.post('/api/company-promos').set(company.auth).send(body);

    expect((await post({ videoUrl: theirs.videoUrl, questions: QUESTIONS })).status).toBe(403);
    expect((await post({ videoUrl: jobVideo.url, questions: QUESTIONS })).status).toBe(400);
    expect(
      (await post({ videoUrl: 'https://evil.example/v.mp4', questions: QUESTIONS })).status,
    ).toBe(400);
    expect(
      (await post({ videoUrl: `/api/media/${'0'.repeat(32)}`, questions: QUESTIONS })).status,
    ).toBe(404);
    // The retired address by sequential id names no video.
    expect((await post({ videoUrl: '/api/media/1', questions: QUESTIONS })).status).toBe(400);
    expect((await post({ videoUrl: null, questions: ['only', 'two'] })).status).toBe(400);
    const blank = await post({ questions: ['One', '  ', 'Three'] });
    expect(blank.status).toBe(400);
    expect(blank.body.issues[0].path).toEqual(['questions', 1]);
    expect((await promoOf(company))?.videoUrl).toBe(mine.videoUrl);
    expect((await promoOf(otherCompany))?.videoUrl).toBe(theirs.videoUrl);
  });

  it('lists promos of all companies and answers 404 for a candidate id', async () => {
    const mine = await uploadTestPromo(ctx, company);
    const list = await ctx.http.get('/api/company-promos?limit=100').set(candidate.auth);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: CompanyPromo) => p.id)).toContain(mine.id);
    expect(
      (await ctx.http.get(`/api/companies/${candidate.user.id}/promo`).set(company.auth)).status,
    ).toBe(404);
  });
});

describe('saved videos', () => {
  it('a candidate saves a promo video, sees it, and removes it for real', async () => {
    const owner = await signUp(ctx, 'company', 'Saved Design Co');
    const promo = await uploadTestPromo(ctx, owner);
    const other = await signUp(ctx, 'candidate');

    const saved = await ctx.http
      .post('/api/saved-videos')
      .set(candidate.auth)
      .send({ promoId: promo.id });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      id: promo.id,
      promoId: promo.id,
      companyName: 'Saved Design Co',
      videoUrl: promo.videoUrl,
      videoTitle: 'Saved Design Co — Company Promo',
    });
    expect(
      (await ctx.http.post('/api/saved-videos').set(candidate.auth).send({ promoId: promo.id }))
        .status,
    ).toBe(201);

    const mine = await ctx.http.get('/api/saved-videos').set(candidate.auth);
    expect(mine.body.filter((v: { promoId: number }) => v.promoId === promo.id)).toHaveLength(1);
    expect((await ctx.http.get('/api/saved-videos').set(other.auth)).body).toEqual([]);
    expect((await ctx.http.delete(`/api/saved-videos/${promo.id}`).set(other.auth)).status).toBe(
      404,
    );

    expect(
      (await ctx.http.delete(`/api/saved-videos/${promo.id}`).set(candidate.auth)).status,
    ).toBe(204);
    const after = await ctx.http.get('/api/saved-videos').set(candidate.auth);
    expect(after.body.some((v: { promoId: number }) => v.promoId === promo.id)).toBe(false);
    expect(
      (await ctx.http.delete(`/api/saved-videos/${promo.id}`).set(candidate.auth)).status,
    ).toBe(404);
  });

  it('refuses a promo without a video (409) and an unknown promo (404)', async () => {
    const owner = await signUp(ctx, 'company');
    const promo = await ctx.http
      .post('/api/company-promos')
      .set(owner.auth)
      .send({ videoUrl: null, questions: QUESTIONS });
    expect(
      (
        await ctx.http
          .post('/api/saved-videos')
          .set(candidate.auth)
          .send({ promoId: promo.body.id })
      ).status,
    ).toBe(409);
    expect(
      (await ctx.http.post('/api/saved-videos').set(candidate.auth).send({ promoId: 2147480000 }))
        .status,
    ).toBe(404);
  });
});
