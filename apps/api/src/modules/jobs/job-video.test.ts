import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_VIDEO_BYTES, MESSAGES } from '@takeoff/shared/constants';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { jobs } from '../../db/schema/jobs';
import { mediaFiles } from '../../db/schema/media';
import { minimalMp4, mp4Header } from '../media/media.fixtures';
import { postStreamedMultipart } from '../media/media.test-support';
import { jobInput } from '../applications/test-factories';

let ctx: TestContext;
let company: SignedIn;
let candidate: SignedIn;
let server: Server;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
  server = createServer(ctx.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const counts = async () => ({
  jobs: (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n,
  media: (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(mediaFiles))[0]!.n,
});

const multipart = (fields: Record<string, string>, file?: { buffer: Buffer; filename: string }) => {
  let req = ctx.http.post('/api/jobs').set(company.auth);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (file) req = req.attach('video', file.buffer, file.filename);
  return req;
};

describe('posting a job with a video (multipart)', () => {
  it('stores the video and serves it with range requests', async () => {
    const video = minimalMp4(4096);
    const res = await multipart(jobInput() as Record<string, string>, {
      buffer: video,
      filename: 'intro.mp4',
    });
    expect(res.status).toBe(201);
    expect(res.body.videoUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    const ranged = await ctx.http
      .get(res.body.videoUrl)
      .set(candidate.auth)
      .set('Range', 'bytes=0-99');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
  });

  it('accepts the form without a video', async () => {
    const res = await multipart(jobInput() as Record<string, string>);
    expect(res.status).toBe(201);
    expect(res.body.videoUrl).toBeNull();
  });

  it('refuses a file that is not a video by its bytes (415, seeds’ text), keeping nothing', async () => {
    const before = await counts();
    const res = await multipart(jobInput() as Record<string, string>, {
      buffer: Buffer.from('not a video at all, just text'.repeat(20)),
      filename: 'fake.mp4',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MESSAGES.videoInvalidType);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad fields with 400 and removes the stored video', async () => {
    const before = await counts();
    const res = await multipart(jobInput({ title: '' }) as Record<string, string>, {
      buffer: minimalMp4(2048),
      filename: 'ok.mp4',
    });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('stops a video over 50 MB while streaming with 413 and the seeds’ text', async () => {
    const before = await counts();
    const total = MAX_VIDEO_BYTES + 1024 * 1024;
    const { port } = server.address() as AddressInfo;
    const res = await postStreamedMultipart(
      `http://127.0.0.1:${port}/api/jobs`,
      { field: 'video', filename: 'big.mp4', head: mp4Header(total), total },
      company.auth,
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: MESSAGES.videoTooLarge });
    expect(await counts()).toEqual(before);
  });

  it('deletes the job’s video with the job', async () => {
    const res = await multipart(jobInput() as Record<string, string>, {
      buffer: minimalMp4(1024),
      filename: 'a.mp4',
    });
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, res.body.id));
    expect((await ctx.http.delete(`/api/jobs/${res.body.id}`).set(company.auth)).status).toBe(204);
    expect(
      await ctx.deps.db.select().from(mediaFiles).where(eq(mediaFiles.id, row!.videoMediaId!)),
    ).toHaveLength(0);
  });
});

describe('adding or replacing a posted job’s video', () => {
  const putVideo = (who: SignedIn, jobId: number, file: { buffer: Buffer; filename: string }) =>
    ctx.http
      .put(`/api/jobs/${jobId}/video`)
      .set(who.auth)
      .attach('video', file.buffer, file.filename);
  const mediaOf = async (jobId: number) =>
    (await ctx.deps.db.select({ id: jobs.videoMediaId }).from(jobs).where(eq(jobs.id, jobId)))[0]!
      .id;

  it('adds a video to a job posted without one, then replaces it and deletes the old one', async () => {
    const posted = await multipart(jobInput() as Record<string, string>);
    const added = await putVideo(company, posted.body.id, {
      buffer: minimalMp4(2048),
      filename: 'first.mp4',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      id: posted.body.id,
      title: posted.body.title,
      videoUrl: expect.stringMatching(/^\/api\/media\/[0-9a-f]{32}$/),
    });
    const first = await mediaOf(posted.body.id);

    const replaced = await putVideo(company, posted.body.id, {
      buffer: minimalMp4(3072),
      filename: 'second.mp4',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.videoUrl).not.toBe(added.body.videoUrl);
    expect(
      await ctx.deps.db.select().from(mediaFiles).where(eq(mediaFiles.id, first!)),
    ).toHaveLength(0);
    expect((await ctx.http.get(replaced.body.videoUrl).set(candidate.auth)).status).toBe(200);
  });

  it('refuses another company before storing anything, and a file that is not a video keeps the current one', async () => {
    const posted = await multipart(jobInput() as Record<string, string>, {
      buffer: minimalMp4(1024),
      filename: 'keep.mp4',
    });
    const kept = await mediaOf(posted.body.id);
    const before = await counts();
    const other = await signUp(ctx, 'company');
    const refused = await putVideo(other, posted.body.id, {
      buffer: minimalMp4(1024),
      filename: 'hijack.mp4',
    });
    expect(refused.status).toBe(403);
    const notVideo = await putVideo(company, posted.body.id, {
      buffer: Buffer.from('plain text, not a video'.repeat(20)),
      filename: 'fake.mp4',
    });
    expect(notVideo.status).toBe(415);
    expect(await counts()).toEqual(before);
    expect(await mediaOf(posted.body.id)).toBe(kept);
    expect(
      (
        await ctx.http
          .put(`/api/jobs/${posted.body.id}/video`)
          .set(company.auth)
          .field('note', 'no file')
      ).status,
    ).toBe(400);
  });
});

describe('a job’s video on its public pages', () => {
  it('is on the flight page and the careers page, loaded only when played, and served to visitors while the flight is open', async () => {
    const video = minimalMp4(4096);
    const res = await multipart(
      { ...jobInput(), title: 'Cabin Crew With Video' },
      { buffer: video, filename: 'intro.mp4' },
    );
    expect(res.status).toBe(201);
    const { flightNumber, id } = res.body as { flightNumber: string; id: number };
    const src = `/flights/${flightNumber}/video`;

    const page = await ctx.http.get(`/flights/${flightNumber}`).expect(200);
    expect(page.text).toMatch(
      new RegExp(
        `<video class="pp-video" src="${src}#t=0.1" controls playsinline preload="metadata"`,
      ),
    );
    const slug = (
      (await ctx.http.get('/api/companies/me/profile').set(company.auth).expect(200)).body as {
        slug: string;
      }
    ).slug;
    const careers = await ctx.http.get(`/careers/${slug}`).expect(200);
    expect(careers.text).toContain(`src="${src}#t=0.1" controls playsinline preload="none"`);

    const ranged = await ctx.http.get(src).set('Range', 'bytes=0-99').expect(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${video.length}`);

    // A departed flight's video is no longer public.
    await ctx.deps.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, id));
    await ctx.http.get(src).expect(404);
  });

  it('is not offered for a job without one', async () => {
    const res = await multipart({ ...jobInput(), title: 'No Video Route' });
    const { flightNumber } = res.body as { flightNumber: string };
    const page = await ctx.http.get(`/flights/${flightNumber}`).expect(200);
    expect(page.text).not.toContain('<video');
    await ctx.http.get(`/flights/${flightNumber}/video`).expect(404);
  });
});
