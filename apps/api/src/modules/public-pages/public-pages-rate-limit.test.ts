import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { flight } from './public-pages-test-helpers';

const LIMIT = 3;
let ctx: TestContext;
let flightNumber: string;
let slug: string;
let nextIp = 1;
/** Each test reads as its own client (trust proxy is loopback, so supertest's X-Forwarded-For counts). */
const newClient = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  const company = await signUp(ctx, 'company', `Limited Air ${Date.now()}`);
  flightNumber = (await flight(ctx, company)).flightNumber;
  slug = (
    (await ctx.http.get('/api/companies/me/profile').set(company.auth)).body as { slug: string }
  ).slug;
});

describe('the public pages’ rate limit (per client IP)', () => {
  it('answers 429 with Retry-After and a small HTML page once a client has had its pages', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await ctx.http.get(`/flights/${flightNumber}`).set('X-Forwarded-For', ip)).status,
      ).toBe(200);
    const limited = await ctx.http.get(`/careers/${slug}`).set('X-Forwarded-For', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.text).toContain('<h1 class="pp-title">Too many requests</h1>');
    expect(limited.text).toContain('<meta name="robots" content="noindex">');
  });

  it('answers feeds, sitemaps and other files in plain text', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMIT; i++)
      expect((await ctx.http.get('/feeds/flights.xml').set('X-Forwarded-For', ip)).status).toBe(
        200,
      );
    for (const path of [
      '/feeds/flights.json',
      '/sitemap.xml',
      `/careers/${slug}/feed.xml`,
      '/sitemaps/1.xml',
    ]) {
      const limited = await ctx.http.get(path).set('X-Forwarded-For', ip);
      expect(limited.status, path).toBe(429);
      expect(limited.headers['content-type'], path).toMatch(/^text\/plain/);
      expect(limited.headers['retry-after'], path).toBeDefined();
      expect(limited.text, path).toMatch(/^Too many requests\. Retry after \d+ seconds\.\n$/);
    }
  });

  it('counts each client on its own and leaves the API and robots.txt to their own limits', async () => {
    const busy = newClient();
    for (let i = 0; i <= LIMIT; i++)
      await ctx.http.get('/sitemap.xml').set('X-Forwarded-For', busy);
    expect((await ctx.http.get('/sitemap.xml').set('X-Forwarded-For', busy)).status).toBe(429);
    expect((await ctx.http.get('/sitemap.xml').set('X-Forwarded-For', newClient())).status).toBe(
      200,
    );
    expect(
      (await ctx.http.get(`/api/flights/${flightNumber}`).set('X-Forwarded-For', busy)).status,
    ).toBe(200);
    expect((await ctx.http.get(`/api/careers/${slug}`).set('X-Forwarded-For', busy)).status).toBe(
      200,
    );
    expect((await ctx.http.get('/robots.txt').set('X-Forwarded-For', busy)).status).toBe(200);
  });

  it('counts a share image in one budget whichever address asks for it', async () => {
    const ip = newClient();
    const addresses = [`/flights/${flightNumber}/og.png`, `/api/flights/${flightNumber}/og.png`];
    for (let i = 0; i < LIMIT; i++)
      expect((await ctx.http.get(addresses[i % 2]!).set('X-Forwarded-For', ip)).status).toBe(200);
    const api = await ctx.http.get(addresses[1]!).set('X-Forwarded-For', ip);
    expect(api.status).toBe(429);
    expect(api.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(api.headers['retry-after']).toBeDefined();
    const page = await ctx.http.get(`/careers/${slug}/og.png`).set('X-Forwarded-For', ip);
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect((await ctx.http.get(addresses[1]!).set('X-Forwarded-For', newClient())).status).toBe(
      200,
    );
  });
});
