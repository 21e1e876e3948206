import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { flight, metaContent } from './public-pages-test-helpers';
import { boardText, renderShareImage, shareImageFonts, type FlightCard } from './share-image';
import { shareImageRenderer as shareImages } from './share-image-renderer';
import { shareImageKey } from './share-image.service';

let ctx: TestContext;
let company: SignedIn;
const ORIGIN = 'https://jobs.example.test';

beforeAll(async () => {
  ctx = await createTestContext({ APP_ORIGIN: ORIGIN });
  company = await signUp(ctx, 'company', `Aegean Lines ${Date.now()}`);
});

/** GET with the body kept as bytes, whatever its type. */
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.http
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The PNG's signature and its IHDR chunk (the first, 13 bytes: width, height, bit depth, colour type…). */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(body.readUInt32BE(8)).toBe(13);
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

function expectImage(res: Response) {
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
  return res.body as Buffer;
}

describe('a flight share image', () => {
  it('is a 1200×630 PNG with a content ETag, rendered once and then served from the cache', async () => {
    const job = await flight(ctx, company, {
      title: 'Senior Pilot',
      location: 'Athens',
      salary: '€60k–€75k',
    });
    const before = shareImages.renders;
    const first = await get(`/flights/${job.flightNumber}/og.png`);
    const png = expectImage(first);
    expect(png.length).toBeGreaterThan(5_000);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(shareImages.renders).toBe(before + 1);

    const second = await get(`/flights/${job.flightNumber}/og.png`);
    expect(Buffer.compare(expectImage(second), png)).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The API address runs the same code and shares the cache.
    expect(
      Buffer.compare(expectImage(await get(`/api/flights/${job.flightNumber}/og.png`)), png),
    ).toBe(0);
    const revalidated = await get(`/flights/${job.flightNumber}/og.png`, {
      'If-None-Match': first.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(shareImages.renders).toBe(before + 1);
  });

  it('changes when the flight is edited, and a different title is a different image', async () => {
    const job = await flight(ctx, company, { title: 'First Officer' });
    const first = await get(`/flights/${job.flightNumber}/og.png`);
    const renders = shareImages.renders;
    await ctx.deps.db
      .update(jobs)
      .set({ title: 'Captain', updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
    const edited = await get(`/flights/${job.flightNumber}/og.png`, {
      'If-None-Match': first.headers.etag!,
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(expectImage(edited), first.body as Buffer)).not.toBe(0);
    expect(shareImages.renders).toBe(renders + 1);
  });

  it('draws Greek and survives hostile text: markup, quotes, emoji, bidi controls', async () => {
    const greek = await flight(ctx, company, {
      title: 'Μηχανικός Λογισμικού — Ομάδα Κρατήσεων',
      location: 'Θεσσαλονίκη',
      salary: '€40k',
    });
    const hostile = await flight(ctx, company, {
      title: `</script><script>alert(1)</script> "q" 'q' <!-- c 🚀✈️👩‍💻 \u202e rev & more`.slice(
        0,
        110,
      ),
      location: '<b>Gate</b> "12"',
      salary: 'Competitive 💰',
    });
    const long = await flight(ctx, company, {
      title: 'Principal Engineer '.repeat(6).trim(),
      location: 'Remote (EU) '.repeat(9).trim(),
    });
    const images = [];
    for (const job of [greek, hostile, long])
      images.push(expectImage(await get(`/flights/${job.flightNumber}/og.png`)));
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(3);
  });

  it('is 404 for an unknown or malformed number and for an unlisted flight (even signed in), 410 once departed', async () => {
    const unlisted = await flight(ctx, company, { title: 'Hidden Route', unlisted: true });
    const closed = await flight(ctx, company, { title: 'Closed Route', status: 'closed' });
    const expired = await flight(
      ctx,
      company,
      { title: 'Expired Route' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    const candidate = await signUp(ctx, 'candidate');
    const renders = shareImages.renders;
    for (const prefix of ['', '/api']) {
      expect((await get(`${prefix}/flights/TO99999999/og.png`)).status).toBe(404);
      expect((await get(`${prefix}/flights/${unlisted.flightNumber}/og.png`)).status).toBe(404);
      expect(
        (await get(`${prefix}/flights/${unlisted.flightNumber}/og.png`, candidate.auth)).status,
      ).toBe(404);
      expect(
        (await get(`${prefix}/flights/${unlisted.flightNumber}/og.png`, company.auth)).status,
      ).toBe(404);
      for (const job of [closed, expired])
        expect((await get(`${prefix}/flights/${job.flightNumber}/og.png`)).status).toBe(410);
    }
    expect((await get('/flights/not-a-flight/og.png')).status).toBe(404);
    const malformed = await ctx.http.get('/api/flights/not-a-flight/og.png');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const gone = await ctx.http.get(`/api/flights/${closed.flightNumber}/og.png`);
    expect(gone.body).toMatchObject({ code: 'FLIGHT_DEPARTED' });
    expect(shareImages.renders).toBe(renders);
  });
});

describe('the share tags of a flight page', () => {
  it('point at the versioned image with its size, type and an escaped alt text', async () => {
    const title = `Pilot </script> "quoted" <!-- & more`;
    const job = await flight(ctx, company, { title });
    const page = (await ctx.http.get(`/flights/${job.flightNumber}`)).text;
    const image = metaContent(page, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^${ORIGIN}/flights/${job.flightNumber}/og\\.png\\?v=[\\w-]{22}$`),
    );
    expect(metaContent(page, 'og:image:type')).toBe('image/png');
    expect(metaContent(page, 'og:image:width')).toBe('1200');
    expect(metaContent(page, 'og:image:height')).toBe('630');
    expect(metaContent(page, 'og:image:alt')).toBe(
      `Flight ${job.flightNumber}: ${title} at ${company.user.name}`,
    );
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'twitter:image')).toBe(image);
    expect(page).not.toContain('</script> "quoted"');
    for (const tag of page.match(/<meta [^>]*>/g)!)
      expect(tag).toMatch(/^<meta (name|property|charset)="[^"<>]*"( content="[^"<>]*")?>$/);

    // The linked (versioned) address may be cached for a day, and its ETag is the version.
    const linked = await get(image.slice(ORIGIN.length));
    expectImage(linked);
    expect(linked.headers['cache-control']).toBe('public, max-age=86400');
    expect(linked.headers.etag).toBe(`"${new URL(image).searchParams.get('v')}"`);
  });

  it('has no image for an unlisted flight, which signed-in users still see as a summary card', async () => {
    const job = await flight(ctx, company, { title: 'Quiet Route', unlisted: true });
    const page = (
      await ctx.http.get(`/flights/${job.flightNumber}`).set((await signUp(ctx, 'candidate')).auth)
    ).text;
    expect(page).toContain('Quiet Route');
    expect(metaContent(page, 'og:image')).toBeNull();
    expect(metaContent(page, 'twitter:image')).toBeNull();
    expect(metaContent(page, 'twitter:card')).toBe('summary');
  });
});

describe('a careers share image', () => {
  it('shows the company and its open flights count, and the careers page links it', async () => {
    const other = await signUp(ctx, 'company', `Βόρειες Γραμμές ${Date.now()}`);
    const otherSlug = (
      (await ctx.http.get('/api/companies/me/profile').set(other.auth)).body as { slug: string }
    ).slug;
    const page = (await ctx.http.get(`/careers/${otherSlug}`)).text;
    const image = metaContent(page, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/careers/${otherSlug}/og\\.png\\?v=[\\w-]{22}$`));
    expect(metaContent(page, 'og:image:alt')).toMatch(
      /^Careers at Βόρειες Γραμμές \d+: 0 open flights$/,
    );
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    const empty = expectImage(await get(`/careers/${otherSlug}/og.png`));

    await flight(ctx, other, { title: 'Dispatcher' });
    const after = metaContent((await ctx.http.get(`/careers/${otherSlug}`)).text, 'og:image')!;
    expect(after).not.toBe(image);
    const one = expectImage(await get(`/careers/${otherSlug}/og.png`));
    expect(Buffer.compare(one, empty)).not.toBe(0);
    expect(Buffer.compare(expectImage(await get(`/api/careers/${otherSlug}/og.png`)), one)).toBe(0);
  });

  it('is 404 for an unknown company', async () => {
    expect((await get('/careers/no-such-company-here/og.png')).status).toBe(404);
    expect((await get('/api/careers/no-such-company-here/og.png')).status).toBe(404);
  });
});

describe('board text', () => {
  it('keeps Latin, Greek and Cyrillic, folds whitespace, drops emoji, controls and bidi overrides, and cuts long text', async () => {
    const { ranges } = await shareImageFonts();
    expect(boardText('Μηχανικός Λογισμικού', 120, ranges)).toBe('Μηχανικός Λογισμικού');
    expect(boardText('Инженер €60k–€75k', 120, ranges)).toBe('Инженер €60k–€75k');
    expect(boardText('a\u2028b\u2029c\td\n\ne', 120, ranges)).toBe('a b c d e');
    expect(boardText('Pilot 🚀✈️👩‍💻 \u202egnol\u200b\u0007', 120, ranges)).toBe('Pilot gnol');
    expect(boardText('</script> "q" <!--', 120, ranges)).toBe('</script> "q" <!--');
    expect(boardText('word '.repeat(40), 20, ranges)).toBe('word word word word…');
    expect([...boardText('Α'.repeat(200), 120, ranges)]).toHaveLength(120);
  });
});

describe('the rendered card', () => {
  const card: FlightCard = {
    flightNumber: 'TO4821',
    title: 'Πιλότος',
    companyName: 'Αεροπορία',
    companyVerified: true,
    location: 'Αθήνα',
    type: 'Full-time',
    salary: null,
    status: 'live',
    address: 'jobs.example.test/flights/TO4821',
  };
  const render = (changes: Partial<FlightCard>) =>
    renderShareImage({ kind: 'flight', card: { ...card, ...changes } });

  it('draws Greek letters (one letter changed is another image) and leaves out emoji rather than drawing boxes', async () => {
    const base = await render({});
    expect(Buffer.compare(await render({ title: 'Πιλότοι' }), base)).not.toBe(0);
    expect(Buffer.compare(await render({ location: 'Αθήνε' }), base)).not.toBe(0);
    expect(
      Buffer.compare(
        await render({ title: 'Πιλότος 🚀\u200d✈️', companyName: 'Αεροπορία\u2028' }),
        base,
      ),
    ).toBe(0);
  });
});

describe('where share images are rendered and kept', () => {
  it('keeps the PNG in storage under its version: later requests, on either address, read the file, not a render', async () => {
    const job = await flight(ctx, company, { title: 'Stored Route' });
    const first = await get(`/flights/${job.flightNumber}/og.png`);
    const version = first.headers.etag!.slice(1, -1);
    const stored = await ctx.deps.storage.stat(shareImageKey(version));
    expect(stored).toMatchObject({ size: (first.body as Buffer).length, contentType: 'image/png' });
    const renders = shareImages.renders;
    for (const prefix of ['', '/api'])
      expect(
        Buffer.compare(
          expectImage(await get(`${prefix}/flights/${job.flightNumber}/og.png`)),
          first.body as Buffer,
        ),
      ).toBe(0);
    expect(
      (await ctx.http.head(`/flights/${job.flightNumber}/og.png`)).headers['content-length'],
    ).toBe(String(stored!.size));
    expect(shareImages.renders).toBe(renders);
  });

  it('renders concurrent first requests for one version once', async () => {
    const job = await flight(ctx, company, { title: 'Crowded Route' });
    const renders = shareImages.renders;
    const answers = await Promise.all([
      get(`/flights/${job.flightNumber}/og.png`),
      get(`/api/flights/${job.flightNumber}/og.png`),
      get(`/flights/${job.flightNumber}/og.png`),
    ]);
    for (const answer of answers)
      expect(Buffer.compare(expectImage(answer), answers[0]!.body as Buffer)).toBe(0);
    expect(shareImages.renders).toBe(renders + 1);
  });

  it('keeps the server answering while images render (the rendering runs in another thread)', async () => {
    const [warm, ...fresh] = await Promise.all(
      ['Warm Route', 'Quiet Route A', 'Quiet Route B', 'Quiet Route C'].map((title) =>
        flight(ctx, company, { title }),
      ),
    );
    // A first image loads the renderer (fonts, satori, resvg), so what follows measures rendering alone.
    expectImage(await get(`/flights/${warm!.flightNumber}/og.png`));
    const renders = shareImages.renders;
    // then() sends each request now (supertest sends on first use).
    const images = fresh.map((job) =>
      get(`/flights/${job.flightNumber}/og.png`).then((res) => res),
    );
    // Once the three renders have begun, health is asked for: it is answered while they are still being drawn.
    await expect.poll(() => shareImages.renders, { interval: 1 }).toBe(renders + 3);
    expect((await ctx.http.get('/api/health')).status).toBe(200);
    expect(shareImages.finished).toBeLessThan(renders + 3);
    for (const image of await Promise.all(images)) expectImage(image);
    expect(shareImages.finished).toBe(renders + 3);
  });
});
