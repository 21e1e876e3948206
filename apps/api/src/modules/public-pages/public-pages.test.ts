import { XMLParser } from 'fast-xml-parser';
import type { JobPosting, WithContext } from 'schema-dts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { applyTo, createPitch } from '../applications/test-factories';
import { checkJobPosting } from './job-posting-rules';
import { flight, jsonLdBlocks, metaContent } from './public-pages-test-helpers';
import { sitemap, sitemapPart } from './public-pages.service';

let ctx: TestContext;
let company: SignedIn;
let slug: string;
const xml = new XMLParser({ ignoreAttributes: false });
const inAYear = () => new Date(Date.now() + 365 * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext({ APP_ORIGIN: 'https://jobs.example.test' });
  company = await signUp(ctx, 'company', `Skyward Air ${Date.now()}`);
  slug = (
    (await ctx.http.get('/api/companies/me/profile').set(company.auth)).body as { slug: string }
  ).slug;
});

describe('a public flight page', () => {
  it('is real HTML with the flight, its company, JSON-LD and share tags', async () => {
    const website = 'https://skyward-air.example';
    const saved = await ctx.http
      .put('/api/companies/me/profile')
      .set(company.auth)
      .send({ description: '', benefits: [], tags: [], website });
    expect(saved.status).toBe(200);
    const expiresAt = inAYear();
    const job = await flight(
      ctx,
      company,
      {
        title: 'Senior Pilot',
        description: 'Fly the line.\n\nNight shifts.',
        location: 'Athens, Greece',
        salary: '€60k–€75k',
        skills: 'Navigation, Radio',
      },
      { expiresAt },
    );
    const res = await ctx.http.get(`/flights/${job.flightNumber}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const page = res.text;
    expect(page).toContain('<h1 class="pp-title">Senior Pilot</h1>');
    expect(page).toContain(`href="/careers/${slug}"`);
    for (const text of [
      'Athens',
      'Full-time',
      '€60k–€75k',
      'Navigation',
      'Radio',
      'Fly the line.',
      'live',
    ])
      expect(page).toContain(text);
    expect(page).toMatch(
      /<title>Senior Pilot at Skyward Air \d+ · Flight TO\d+ · Takeoff<\/title>/,
    );
    expect(page).toContain(
      `<link rel="canonical" href="https://jobs.example.test/flights/${job.flightNumber}">`,
    );
    expect(metaContent(page, 'robots')).toBe('index, follow');
    expect(metaContent(page, 'og:title')).toContain('Senior Pilot');
    expect(metaContent(page, 'og:url')).toBe(
      `https://jobs.example.test/flights/${job.flightNumber}`,
    );
    expect(metaContent(page, 'twitter:card')).toMatch(/summary/);
    expect(metaContent(page, 'description')).toContain('Fly the line.');

    const [posting] = jsonLdBlocks(page) as WithContext<JobPosting>[];
    const report = checkJobPosting(posting);
    expect(report.errors).toEqual([]);
    expect(report.missingRecommended).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Senior Pilot',
      employmentType: 'FULL_TIME',
      validThrough: expiresAt.toISOString(),
      // The company's own website, not its careers page on Takeoff.
      hiringOrganization: { '@type': 'Organization', sameAs: website },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Athens, Greece', addressCountry: 'GR' },
      },
      baseSalary: {
        currency: 'EUR',
        value: { minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
      },
    });
  });

  it('marks a remote flight TELECOMMUTE with where applicants must be, and leaves out a salary it cannot read', async () => {
    const job = await flight(ctx, company, {
      location: 'Remote (EU)',
      salary: 'Competitive',
      type: 'contract',
    });
    const [posting] = jsonLdBlocks(
      (await ctx.http.get(`/flights/${job.flightNumber}`)).text,
    ) as Record<string, unknown>[];
    expect(checkJobPosting(posting).errors).toEqual([]);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'EU' },
      employmentType: 'CONTRACTOR',
    });
    expect(posting!.jobLocation).toBeUndefined();
    expect(posting!.baseSalary).toBeUndefined();
  });

  it('leaves out what the data does not hold: no expiry, no country, no website, no logo', async () => {
    const other = await signUp(ctx, 'company', `Plain Wings ${Date.now()}`);
    const job = await flight(ctx, other, { location: 'Athens' });
    const [posting] = jsonLdBlocks((await ctx.http.get(`/flights/${job.flightNumber}`)).text) as {
      validThrough?: string;
      hiringOrganization: Record<string, unknown>;
      jobLocation: { address: Record<string, unknown> };
    }[];
    expect(checkJobPosting(posting).errors).toEqual([]);
    expect(posting!.validThrough).toBeUndefined();
    expect(posting!.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Athens',
    });
    expect(posting!.hiringOrganization).not.toHaveProperty('sameAs');
    expect(posting!.hiringOrganization).not.toHaveProperty('logo');
  });

  it('lets nothing in a title or description break out of the JSON-LD, the HTML or the meta tags', async () => {
    const hostile = `</script><script>alert(1)</script> "quoted" 'single' <!-- comment \u2028 line & more`;
    // A title is a single line (U+2028 is refused at input); the description keeps it.
    const title = hostile.replace('\u2028', '').slice(0, 110);
    const job = await flight(ctx, company, {
      title,
      description: `${hostile}\n<img src=x onerror=alert(2)>`,
    });
    const page = (await ctx.http.get(`/flights/${job.flightNumber}`)).text;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<!-- comment');
    // U+2028 is only text in HTML; inside the JSON-LD it is escaped like the rest.
    const rawLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(rawLd).not.toMatch(/[<>\u2028]/);
    // Only the JSON-LD block opens a script element when no SPA build is served.
    expect(page.match(/<script\b/g)).toHaveLength(1);
    const [posting] = jsonLdBlocks(page) as { title: string; description: string }[];
    expect(posting!.title).toBe(title.trim());
    expect(posting!.description).toContain('&lt;/script&gt;');
    expect(metaContent(page, 'og:title')).toContain('</script><script>alert(1)</script> "quoted"');
    for (const tag of page.match(/<meta [^>]*>/g)!)
      expect(tag).toMatch(/^<meta (name|property|charset)="[^"<>]*"( content="[^"<>]*")?>$/);
  });

  it('answers 404 for an unknown flight and a malformed number, noindex', async () => {
    for (const path of ['/flights/TO99999999', '/flights/not-a-flight', '/flights/%3Cscript%3E']) {
      const res = await ctx.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(metaContent(res.text, 'robots')).toBe('noindex');
      expect(res.text).not.toContain('<script>');
    }
  });

  it('answers 410 for a closed or expired flight, linking to the company’s open flights, noindex', async () => {
    const closed = await flight(ctx, company, { status: 'closed', title: 'Closed Route' });
    const expired = await flight(
      ctx,
      company,
      { title: 'Expired Route' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    for (const job of [closed, expired]) {
      const res = await ctx.http.get(`/flights/${job.flightNumber}`);
      expect(res.status).toBe(410);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(metaContent(res.text, 'robots')).toBe('noindex');
      expect(res.text).toContain(`href="/careers/${slug}"`);
      expect(jsonLdBlocks(res.text)).toEqual([]);
      expect((await ctx.http.get(`/api/flights/${job.flightNumber}`)).status).toBe(410);
    }
  });

  it('shows an unlisted flight to signed-in users only, never to search engines', async () => {
    const job = await flight(ctx, company, { title: 'Hidden Route', unlisted: true });
    expect((await ctx.http.get(`/flights/${job.flightNumber}`)).status).toBe(404);
    expect((await ctx.http.get(`/api/flights/${job.flightNumber}`)).status).toBe(404);
    const candidate = await signUp(ctx, 'candidate');
    const res = await ctx.http.get(`/flights/${job.flightNumber}`).set(candidate.auth);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Hidden Route');
    expect(metaContent(res.text, 'robots')).toBe('noindex');
    expect(res.headers['cache-control']).toContain('private');
    expect(jsonLdBlocks(res.text)).toEqual([]);
    expect(
      (
        (await ctx.http.get(`/api/flights/${job.flightNumber}`).set(candidate.auth)).body as {
          unlisted: boolean;
        }
      ).unlisted,
    ).toBe(true);
    for (const path of [
      '/sitemap.xml',
      '/feeds/flights.xml',
      '/feeds/flights.json',
      `/careers/${slug}`,
      `/careers/${slug}/feed.xml`,
    ]) {
      expect((await ctx.http.get(path)).text, path).not.toContain(job.flightNumber);
    }
  });

  it('revalidates with ETag and Last-Modified (304)', async () => {
    const job = await flight(ctx, company, { title: 'Cached Route' });
    const first = await ctx.http.get(`/flights/${job.flightNumber}`);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    expect(
      (await ctx.http.get(`/flights/${job.flightNumber}`).set('If-None-Match', first.headers.etag!))
        .status,
    ).toBe(304);
    expect(
      (
        await ctx.http
          .get(`/flights/${job.flightNumber}`)
          .set('If-Modified-Since', first.headers['last-modified']!)
      ).status,
    ).toBe(304);
    await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ title: 'Cached Route, renamed' });
    const changed = await ctx.http
      .get(`/flights/${job.flightNumber}`)
      .set('If-None-Match', first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Cached Route, renamed');
  });

  it('shows nothing about the candidates who applied', async () => {
    const job = await flight(ctx, company, { title: 'Popular Route' });
    const candidate = await signUp(ctx, 'candidate', 'Zebulon Quixote-Applicant');
    await createPitch(ctx, candidate);
    await applyTo(ctx, candidate, job.id, 'Secret cover letter');
    for (const path of [
      `/flights/${job.flightNumber}`,
      `/careers/${slug}`,
      '/feeds/flights.xml',
      '/feeds/flights.json',
      '/sitemap.xml',
      `/api/flights/${job.flightNumber}`,
    ]) {
      const text = (await ctx.http.get(path)).text;
      expect(text, path).not.toMatch(/Zebulon|Quixote|Secret cover letter|@test\.takeoff/);
    }
  });
});

describe('careers pages', () => {
  it('show the company and its open public flights as a departure board', async () => {
    const open = await flight(ctx, company, { title: 'Board Route' });
    const closed = await flight(ctx, company, { title: 'Gone Route', status: 'closed' });
    const res = await ctx.http.get(`/careers/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Skyward Air');
    expect(res.text).toContain(`<td class="pp-flight">${open.flightNumber}</td>`);
    expect(res.text).not.toContain(closed.flightNumber);
    expect(res.text).toContain(`href="/careers/${slug}/feed.xml"`);
    expect((await ctx.http.get('/careers/no-such-company-here')).status).toBe(404);
  });

  it('renames the slug (409 when another company has it) and redirects the old one with 301', async () => {
    const renamed = await signUp(ctx, 'company', `Renamed Wings ${Date.now()}`);
    const profile = { description: '', benefits: [], tags: [], website: '' };
    const old = (
      (await ctx.http.get('/api/companies/me/profile').set(renamed.auth)).body as { slug: string }
    ).slug;
    expect(old).toMatch(/^renamed-wings-\d+$/);
    const newSlug = `renamed-wings-new-${Date.now()}`;
    const put = await ctx.http
      .put('/api/companies/me/profile')
      .set(renamed.auth)
      .send({ ...profile, slug: newSlug });
    expect(put.status).toBe(200);
    expect((put.body as { slug: string }).slug).toBe(newSlug);
    const redirect = await ctx.http.get(`/careers/${old}`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`/careers/${newSlug}`);
    expect((await ctx.http.get(`/careers/${old}/feed.xml`)).headers.location).toBe(
      `/careers/${newSlug}/feed.xml`,
    );
    expect((await ctx.http.get(`/careers/${newSlug}`)).status).toBe(200);

    // Neither the other company's current slug nor this one's old slug may be taken by someone else.
    for (const taken of [newSlug, old]) {
      const res = await ctx.http
        .put('/api/companies/me/profile')
        .set(company.auth)
        .send({ ...profile, slug: taken });
      expect(res.status, taken).toBe(409);
      expect((res.body as { code: string }).code).toBe('SLUG_TAKEN');
    }
    expect(
      (
        await ctx.http
          .put('/api/companies/me/profile')
          .set(renamed.auth)
          .send({ ...profile, slug: 'Not A Slug!' })
      ).status,
    ).toBe(400);
    // Going back to its own old address is allowed.
    expect(
      (
        await ctx.http
          .put('/api/companies/me/profile')
          .set(renamed.auth)
          .send({ ...profile, slug: old })
      ).status,
    ).toBe(200);
    expect((await ctx.http.get(`/careers/${newSlug}`)).headers.location).toBe(`/careers/${old}`);
  });
});

describe('syndication', () => {
  it('lists open public flights and careers pages in the sitemap with lastmod, and robots.txt points at it', async () => {
    const open = await flight(ctx, company, { title: 'Sitemap Route' });
    const closed = await flight(ctx, company, { title: 'Sitemap Closed', status: 'closed' });
    const res = await ctx.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    const parsed = xml.parse(res.text) as {
      urlset: { url: { loc: string; lastmod: string }[] | { loc: string; lastmod: string } };
    };
    const urls = ([] as { loc: string; lastmod: string }[]).concat(parsed.urlset.url);
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`https://jobs.example.test/flights/${open.flightNumber}`);
    expect(locs).toContain(`https://jobs.example.test/careers/${slug}`);
    expect(locs).not.toContain(`https://jobs.example.test/flights/${closed.flightNumber}`);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    const robots = await ctx.http.get('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://jobs.example.test/sitemap.xml');
  });

  it('becomes a sitemap index of chunks past the per-file limit', async () => {
    await flight(ctx, company, { title: 'Chunk A' });
    await flight(ctx, company, { title: 'Chunk B' });
    const index = await sitemap(ctx.deps, 2);
    const parsed = xml.parse(index.body) as { sitemapindex: { sitemap: { loc: string }[] } };
    const chunks = parsed.sitemapindex.sitemap;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]!.loc).toBe('https://jobs.example.test/sitemaps/1.xml');
    const part = await sitemapPart(ctx.deps, '1', 2);
    expect((xml.parse(part.body) as { urlset: { url: unknown[] } }).urlset.url).toHaveLength(2);
    expect((await sitemapPart(ctx.deps, String(chunks.length + 1), 2)).status).toBe(404);
    expect((await ctx.http.get('/sitemaps/1.xml')).status).toBe(200);
  });

  it('publishes RSS 2.0 and JSON Feed 1.1 of open public flights only', async () => {
    const open = await flight(ctx, company, { title: 'Feed Route & <Co>' });
    const closed = await flight(ctx, company, { title: 'Feed Closed', status: 'closed' });
    const rss = await ctx.http.get('/feeds/flights.xml');
    expect(rss.headers['content-type']).toMatch(/application\/rss\+xml/);
    const channel = (
      xml.parse(rss.text) as {
        rss: {
          '@_version': string;
          channel: {
            title: string;
            link: string;
            description: string;
            item: { title: string; link: string; guid: unknown }[];
          };
        };
      }
    ).rss;
    expect(channel['@_version']).toBe('2.0');
    expect(channel.channel.title).toBeTruthy();
    const items = ([] as { title: string; link: string }[]).concat(channel.channel.item);
    expect(items.map((i) => i.link)).toContain(
      `https://jobs.example.test/flights/${open.flightNumber}`,
    );
    expect(
      items.some(
        (i) =>
          i.title.startsWith('Feed Route &amp; &lt;Co&gt;') ||
          i.title.startsWith('Feed Route & <Co>'),
      ),
    ).toBe(true);
    expect(rss.text).not.toContain(closed.flightNumber);

    const json = await ctx.http.get('/feeds/flights.json');
    expect(json.headers['content-type']).toMatch(/application\/feed\+json/);
    const feed = JSON.parse(json.text) as {
      version: string;
      title: string;
      items: {
        id: string;
        url: string;
        content_text?: string;
        content_html?: string;
        date_published: string;
      }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBeTruthy();
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(item.content_text ?? item.content_html).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
    expect(feed.items.map((i) => i.url)).toContain(
      `https://jobs.example.test/flights/${open.flightNumber}`,
    );
    expect(json.text).not.toContain(closed.flightNumber);

    const companyFeed = await ctx.http.get(`/careers/${slug}/feed.xml`);
    const companyItems = ([] as { link: string }[]).concat(
      (xml.parse(companyFeed.text) as { rss: { channel: { item: { link: string }[] } } }).rss
        .channel.item,
    );
    expect(companyItems.map((i) => i.link)).toContain(
      `https://jobs.example.test/flights/${open.flightNumber}`,
    );
  });
});

describe('the language of a public page', () => {
  it("is the browser's (Accept-Language) at once, unless this browser chose one (its cookie)", async () => {
    const job = await flight(ctx, company, { title: 'Greek Reader Pilot', type: 'part-time' });
    const greek = await ctx.http
      .get(`/flights/${job.flightNumber}`)
      .set('Accept-Language', 'el-GR,el;q=0.9,en;q=0.8');
    expect(greek.status).toBe(200);
    expect(greek.text).toContain('<html lang="el"');
    for (const text of ['Αίτηση για αυτή την πτήση', 'Μερική απασχόληση', 'Σχετικά με τη θέση'])
      expect(greek.text).toContain(text);
    expect(greek.text).not.toContain('Apply for this flight');
    expect(greek.headers.vary).toMatch(/Accept-Language/);

    const chosen = await ctx.http
      .get(`/flights/${job.flightNumber}`)
      .set('Accept-Language', 'el-GR,el;q=0.9')
      .set('Cookie', 'takeoff_locale=en');
    expect(chosen.text).toContain('<html lang="en"');
    expect(chosen.text).toContain('Apply for this flight');
    expect(chosen.text).toContain('Part-time');

    const careers = await ctx.http.get(`/careers/${slug}`).set('Cookie', 'takeoff_locale=el');
    expect(careers.text).toContain('<html lang="el"');
    expect(careers.text).toContain('Καριέρα');

    // A company that wrote no profile: its canned texts in the reader's language, not the English originals.
    const quiet = await signUp(ctx, 'company', `Quiet Brand ${Date.now()}`);
    const quietSlug = (
      (await ctx.http.get('/api/companies/me/profile').set(quiet.auth)).body as { slug: string }
    ).slug;
    const greekCanned = await ctx.http.get(`/careers/${quietSlug}`).set('Accept-Language', 'el');
    for (const text of ['Βοηθάμε τις μάρκες', 'Συνεργασία με γνωστές μάρκες', 'Μάρκετινγκ'])
      expect(greekCanned.text).toContain(text);
    expect(greekCanned.text).not.toContain('Work with well-known brands');
    const englishCanned = await ctx.http.get(`/careers/${quietSlug}`).set('Accept-Language', 'en');
    expect(englishCanned.text).toContain('Work with well-known brands');
    expect(englishCanned.text).not.toContain('Συνεργασία με γνωστές μάρκες');

    const missing = await ctx.http.get('/flights/TO99999999').set('Accept-Language', 'el');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Η πτήση δεν βρέθηκε');
  });
});

describe("the landing page's departures", () => {
  it('are the newest open, public flights, never closed, expired or unlisted ones', async () => {
    const open = await flight(ctx, company, { title: 'Departures Open', location: 'Berlin' });
    const closed = await flight(ctx, company, { title: 'Departures Closed' }, { status: 'closed' });
    const expired = await flight(
      ctx,
      company,
      { title: 'Departures Expired' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    const unlisted = await flight(
      ctx,
      company,
      { title: 'Departures Unlisted' },
      { unlisted: true },
    );
    const res = await ctx.http.get('/api/flights/departures');
    expect(res.status).toBe(200);
    const rows = res.body as { flightNumber: string }[];
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]).toEqual({
      flightNumber: open.flightNumber,
      title: 'Departures Open',
      location: 'Berlin',
      status: 'live',
      departureTime: expect.stringMatching(/^\d{2}:\d{2}$/) as unknown,
      // Written in one language only: no other's title or location.
      translations: {},
      companyName: expect.stringContaining('Skyward Air') as unknown,
    });
    const numbers = rows.map((row) => row.flightNumber);
    for (const hidden of [closed, expired, unlisted])
      expect(numbers).not.toContain(hidden.flightNumber);
  });
});

// Compile-time: schema-dts refuses a JobPosting with a misspelt property.
export const misspelt: WithContext<JobPosting> = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  // @ts-expect-error `titel` is not a JobPosting property
  titel: 'x',
};
