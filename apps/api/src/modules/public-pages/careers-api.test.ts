import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCareers } from '@takeoff/shared/public-pages';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { flight } from './public-pages-test-helpers';

let ctx: TestContext;
let company: SignedIn;
let slug: string;

const profileOf = async (who: SignedIn) =>
  (await ctx.http.get('/api/companies/me/profile').set(who.auth)).body as { slug: string };

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', `Careers Air ${Date.now()}`);
  await ctx.http
    .put('/api/companies/me/profile')
    .set(company.auth)
    .send({
      description: 'We fly at night.',
      benefits: ['Free flights', 'Remote days'],
      tags: ['Aviation'],
      website: 'https://careers-air.example',
    });
  slug = (await profileOf(company)).slug;
});

describe('GET /api/careers/:companySlug', () => {
  it('gives anyone the company’s profile and its open public flights, newest first, the same the server page lists', async () => {
    const first = await flight(ctx, company, { title: 'Night Route' });
    const second = await flight(ctx, company, {
      title: 'Day Route',
      type: 'contract',
      location: 'Remote (EU)',
    });
    const closed = await flight(ctx, company, { title: 'Gone Route', status: 'closed' });
    const unlisted = await flight(ctx, company, { title: 'Hidden Route', unlisted: true });
    const expired = await flight(
      ctx,
      company,
      { title: 'Old Route' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );

    const res = await ctx.http.get(`/api/careers/${slug}`);
    expect(res.status).toBe(200);
    const body = res.body as PublicCareers;
    expect(body.slug).toBe(slug);
    expect(body.company).toEqual({
      name: expect.stringMatching(/^Careers Air \d+$/),
      verified: false,
      description: 'We fly at night.',
      benefits: ['Free flights', 'Remote days'],
      tags: ['Aviation'],
      translations: {},
      website: 'https://careers-air.example',
      promoVideoPath: null,
      feedPath: `/careers/${slug}/feed.xml`,
      // Too few applications for a record (issue #41).
      answerRecord: null,
    });
    expect(body.flights.map((f) => f.flightNumber)).toEqual([
      second.flightNumber,
      first.flightNumber,
    ]);
    expect(body.flights[0]).toEqual({
      id: second.id,
      flightNumber: second.flightNumber,
      title: 'Day Route',
      location: 'Remote (EU)',
      type: 'contract',
      status: 'live',
      departureTime: expect.any(String),
      translations: {},
    });
    for (const hidden of [closed, unlisted, expired])
      expect(JSON.stringify(body)).not.toContain(hidden.flightNumber);

    const page = (await ctx.http.get(`/careers/${slug}`)).text;
    for (const f of body.flights)
      expect(page).toContain(`<td class="pp-flight">${f.flightNumber}</td>`);
  });

  it('answers an old slug with the page and the current slug, so the SPA can replace its address', async () => {
    const renamed = await signUp(ctx, 'company', `Moving Wings ${Date.now()}`);
    const old = (await profileOf(renamed)).slug;
    const current = `moving-wings-${Date.now()}`;
    expect(
      (
        await ctx.http
          .put('/api/companies/me/profile')
          .set(renamed.auth)
          .send({ description: '', benefits: [], tags: [], website: '', slug: current })
      ).status,
    ).toBe(200);
    const res = await ctx.http.get(`/api/careers/${old}`);
    expect(res.status).toBe(200);
    expect((res.body as PublicCareers).slug).toBe(current);
    expect((res.body as PublicCareers).company.name).toMatch(/^Moving Wings/);
    // Canned texts fill an empty profile, as on Explore Companies.
    expect((res.body as PublicCareers).company.description.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown slug and for a candidate’s name, 400 for a malformed one', async () => {
    const unknown = await ctx.http.get('/api/careers/no-such-company-anywhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Careers page not found' });
    const candidate = await signUp(ctx, 'candidate', 'Zebulon Quixote');
    expect((await ctx.http.get('/api/careers/zebulon-quixote').set(candidate.auth)).status).toBe(
      404,
    );
    const malformed = await ctx.http.get('/api/careers/Not%20a%20slug!');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: expect.any(String), issues: expect.any(Array) });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await ctx.http.get('/api/openapi.json')).body as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/careers/{companySlug}']?.get?.responses).toHaveProperty('200');
  });
});
