import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANNED_PROFILES, type PublicCompany } from '@takeoff/shared/companies';
import { applications, jobs } from '../../db/schema/jobs';
import { interviews } from '../../db/schema/interviews';
import { ratings } from '../../db/schema/ratings';
import { responseRecords } from '../../db/schema/response-promise';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { uploadTestPromo } from '../promos/promos.fixtures';
import { seedPromos } from '../promos/promos.seed';

let ctx: TestContext;
let candidate: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  candidate = await signUp(ctx, 'candidate');
});

/** Every company page, following the cursors. */
async function allCompanies(who: SignedIn, limit = 100): Promise<PublicCompany[]> {
  const out: PublicCompany[] = [];
  let cursor: string | null = null;
  do {
    const res = await ctx.http
      .get('/api/companies')
      .query({ limit, ...(cursor ? { cursor } : {}) })
      .set(who.auth);
    expect(res.status).toBe(200);
    out.push(...(res.body.items as PublicCompany[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return out;
}
const findCompany = async (id: number, who = candidate) =>
  (await allCompanies(who)).find((c) => c.id === id);

// The jobs, applications, interviews and ratings areas own their write APIs; the figures only read the tables.
const job = (companyId: number, status: 'live' | 'closed' | 'boarding', title = 'Pilot') => ({
  companyId,
  title,
  description: 'Fly',
  location: 'Athens',
  status,
  flightNumber: `TO${randomInt(0, 1e9)}`,
});

describe('Explore Companies list', () => {
  it('lists companies only, with the canned texts of the name filling an empty profile', async () => {
    const tech = await signUp(ctx, 'company', 'Nimbus Tech');
    const plain = await signUp(ctx, 'company', 'Acme Logistics');
    const companies = await allCompanies(candidate, 2);
    const ids = companies.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(candidate.user.id);
    const nimbus = companies.find((c) => c.id === tech.user.id)!;
    expect(nimbus).toMatchObject({
      name: 'Nimbus Tech',
      ...CANNED_PROFILES.tech,
      website: null,
      promo: null,
      promoSaved: false,
    });
    expect(nimbus.stats).toEqual({
      openJobs: 0,
      applicationsReceived: 0,
      interviewsHeld: 0,
      averageRating: null,
      ratingCount: 0,
    });
    expect(companies.find((c) => c.id === plain.user.id)).toMatchObject(CANNED_PROFILES.generic);
    expect(JSON.stringify(nimbus)).not.toContain('@');
  });

  it('gives a company its own card, the same as candidates see in the list', async () => {
    const own = await signUp(ctx, 'company', 'Mirror Airways');
    const res = await ctx.http.get('/api/companies/me').set(own.auth);
    expect(res.status).toBe(200);
    const seenByCandidate = await findCompany(own.user.id);
    expect(res.body).toEqual({ ...seenByCandidate, promoSaved: false });
    expect(res.body.name).toBe('Mirror Airways');
  });

  it("shows a company's own texts once it edits its profile, canned ones only for what it left empty", async () => {
    const company = await signUp(ctx, 'company', 'Aurora Creative');
    const empty = await ctx.http.get('/api/companies/me/profile').set(company.auth);
    expect(empty.body).toEqual({
      description: '',
      benefits: [],
      tags: [],
      website: '',
      translations: {},
      slug: expect.stringMatching(/^aurora-creative/),
      fallback: CANNED_PROFILES.design,
    });

    const body = {
      description: 'We paint airports.',
      benefits: ['Four-day week', 'Studio dog'],
      tags: [],
      website: 'https://aurora.example',
    };
    const put = await ctx.http.put('/api/companies/me/profile').set(company.auth).send(body);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...body, fallback: CANNED_PROFILES.design });
    expect(await findCompany(company.user.id)).toMatchObject({
      ...body,
      tags: CANNED_PROFILES.design.tags,
    });

    const bad = await ctx.http
      .put('/api/companies/me/profile')
      .set(company.auth)
      .send({ ...body, website: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await findCompany(company.user.id))?.website).toBe('https://aurora.example');
  });

  it('keeps a description and benefits per language; an empty language is none, and leaving them out keeps them', async () => {
    const company = await signUp(ctx, 'company', 'Bilingual Air');
    const body = {
      description: 'We fly both ways.',
      benefits: ['Free flights'],
      tags: [],
      website: '',
      translations: {
        el: { description: 'Πετάμε και προς τις δύο κατευθύνσεις.', benefits: ['Δωρεάν πτήσεις'] },
        en: { description: '', benefits: [] },
      },
    };
    const put = await ctx.http.put('/api/companies/me/profile').set(company.auth).send(body);
    expect(put.status).toBe(200);
    expect(put.body.translations).toEqual({ el: body.translations.el });
    expect((await findCompany(company.user.id))?.translations).toEqual({
      el: body.translations.el,
    });

    const { translations: _kept, ...withoutTranslations } = body;
    const again = await ctx.http
      .put('/api/companies/me/profile')
      .set(company.auth)
      .send({ ...withoutTranslations, description: 'We fly.' });
    expect(again.body).toMatchObject({
      description: 'We fly.',
      translations: { el: body.translations.el },
    });

    const bad = await ctx.http
      .put('/api/companies/me/profile')
      .set(company.auth)
      .send({ ...body, translations: { el: { description: 'x\u0000', benefits: [] } } });
    expect(bad.status).toBe(400);
    const unknownLanguage = await ctx.http
      .put('/api/companies/me/profile')
      .set(company.auth)
      .send({ ...body, translations: { fr: { description: 'Nous volons.', benefits: [] } } });
    expect(unknownLanguage.status).toBe(400);
    expect((await findCompany(company.user.id))?.translations).toEqual({
      el: body.translations.el,
    });
  });

  it('computes open jobs, applications received, interviews held and average rating from real rows', async () => {
    const company = await signUp(ctx, 'company', 'Stats Co');
    const [c1, c2, c3] = [
      candidate,
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
    ];
    const [live, boarding, closed] = await ctx.deps.db
      .insert(jobs)
      .values([
        job(company.user.id, 'live', 'Captain'),
        job(company.user.id, 'boarding', 'Purser'),
        job(company.user.id, 'closed', 'Old'),
      ])
      .returning({ id: jobs.id });
    await ctx.deps.db.insert(applications).values([
      { jobId: live!.id, candidateId: c1.user.id },
      { jobId: live!.id, candidateId: c2.user.id },
      { jobId: closed!.id, candidateId: c3.user.id },
    ]);
    const hour = 3_600_000;
    await ctx.deps.db.insert(interviews).values([
      {
        companyId: company.user.id,
        candidateId: c1.user.id,
        scheduledAt: new Date(Date.now() - 48 * hour),
        status: 'completed',
      },
      {
        companyId: company.user.id,
        candidateId: c2.user.id,
        scheduledAt: new Date(Date.now() - 2 * hour),
        status: 'confirmed',
      },
      {
        companyId: company.user.id,
        candidateId: c3.user.id,
        scheduledAt: new Date(Date.now() - 2 * hour),
        status: 'cancelled',
      },
      {
        companyId: company.user.id,
        candidateId: c3.user.id,
        scheduledAt: new Date(Date.now() + 48 * hour),
        status: 'scheduled',
      },
    ]);
    await ctx.deps.db.insert(ratings).values([
      { raterId: c1.user.id, targetId: company.user.id, targetType: 'company', rating: 5 },
      { raterId: c2.user.id, targetId: company.user.id, targetType: 'company', rating: 4 },
      { raterId: c3.user.id, targetId: company.user.id, targetType: 'company', rating: 4 },
    ]);
    expect((await findCompany(company.user.id))?.stats).toEqual({
      openJobs: 2,
      applicationsReceived: 3,
      interviewsHeld: 2,
      averageRating: 4.3,
      ratingCount: 3,
    });

    const open = await ctx.http
      .get(`/api/companies/${company.user.id}/open-jobs`)
      .set(candidate.auth);
    expect(open.status).toBe(200);
    // Newest first.
    expect(open.body.map((j: { id: number }) => j.id)).toEqual([boarding!.id, live!.id]);
    expect(open.body[1]).toMatchObject({ title: 'Captain', status: 'live', location: 'Athens' });
    expect(
      (await ctx.http.get(`/api/companies/${candidate.user.id}/open-jobs`).set(candidate.auth))
        .status,
    ).toBe(404);
  });

  it('carries the promo video and whether the candidate saved it', async () => {
    const company = await signUp(ctx, 'company', 'Video Brand');
    const promo = await uploadTestPromo(ctx, company);
    expect((await findCompany(company.user.id))?.promo).toEqual({
      id: promo.id,
      videoUrl: promo.videoUrl,
      questions: ['', '', ''],
      questionTranslations: {},
    });
    await ctx.http
      .post('/api/saved-videos')
      .set(candidate.auth)
      .send({ promoId: promo.id })
      .expect(201);
    expect((await findCompany(company.user.id))?.promoSaved).toBe(true);
    expect((await findCompany(company.user.id, company))?.promoSaved).toBe(false);
  });

  it("carries each company's stored answer record, the same as its own endpoint gives", async () => {
    const answering = await signUp(ctx, 'company', 'Answering Air');
    await ctx.http
      .put('/api/org/response-promise')
      .set(answering.auth)
      .send({ promiseDays: 7, closingTexts: { en: null, el: null } });
    // What the scheduled job would have stored (its own figures are tested in response-promise).
    await ctx.deps.db.insert(responseRecords).values({
      orgId: answering.user.id,
      decided: 12,
      answeredInTime: 9,
      medianHours: 30,
      computedAt: new Date(),
    });
    const quiet = await signUp(ctx, 'company', 'Quiet Air');
    const listed = await findCompany(answering.user.id);
    expect(listed?.responseRecord).toEqual({
      companyId: answering.user.id,
      promiseDays: 7,
      figures: { applications: 12, answeredInTimePercent: 75, medianDays: 1.3 },
    });
    const single = await ctx.http.get(`/api/companies/${answering.user.id}/response-record`);
    expect(single.body).toEqual(listed?.responseRecord);
    expect((await findCompany(quiet.user.id))?.responseRecord).toEqual({
      companyId: quiet.user.id,
      promiseDays: 14,
      figures: null,
    });
  });

  it('refuses a malformed cursor with 400', async () => {
    expect((await ctx.http.get('/api/companies?cursor=nope').set(candidate.auth)).status).toBe(400);
  });

  it('finds companies by any part of their name, case-insensitive, a page at a time; wildcards are literal', async () => {
    const tag = randomInt(0, 1e9).toString(36);
    const found = [
      await signUp(ctx, 'company', `Harbour ${tag} Freight`),
      await signUp(ctx, 'company', `${tag.toUpperCase()} Air`),
      await signUp(ctx, 'company', `Gate ${tag} Co`),
    ];
    await signUp(ctx, 'company', `Runway Holdings`);
    await signUp(ctx, 'company', `Percent 100% ${tag}x`);
    const search = (q: string, cursor?: string) =>
      ctx.http
        .get('/api/companies')
        .query({ q, limit: 2, ...(cursor ? { cursor } : {}) })
        .set(candidate.auth);

    const first = await search(` ${tag} `);
    expect(first.status).toBe(200);
    const second = await search(tag, first.body.nextCursor as string);
    expect(second.body.nextCursor).toBeNull();
    const names = [...first.body.items, ...second.body.items].map((c: PublicCompany) => c.name);
    expect(names).toEqual([...found.map((c) => c.user.name), `Percent 100% ${tag}x`]);

    // `%` and `_` are what the company is called, not patterns.
    const literal = await search('100%');
    expect(literal.body.items.map((c: PublicCompany) => c.name)).toContain(`Percent 100% ${tag}x`);
    expect((await search(`${tag}_`)).body.items).toEqual([]);

    const tooLong = await ctx.http
      .get('/api/companies')
      .query({ q: 'x'.repeat(101) })
      .set(candidate.auth);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
  });

  it('demo seed: own texts where a demo company wrote them, questions on every demo promo', async () => {
    const [skyline, beacon] = [
      await signUp(ctx, 'company', 'Skyline Tech'),
      await signUp(ctx, 'company', 'Beacon Brand & Marketing'),
    ];
    await seedPromos(ctx.deps, {
      companies: [
        { id: skyline.user.id, email: 'skyline@takeoff.demo', name: 'Skyline Tech' },
        { id: beacon.user.id, email: 'beacon@takeoff.demo', name: 'Beacon Brand & Marketing' },
      ],
      candidates: [],
    });
    const sky = await findCompany(skyline.user.id);
    expect(sky?.description).toMatch(/^Skyline Tech builds/);
    expect(sky?.translations.el?.description).toMatch(/^Η Skyline Tech φτιάχνει/);
    expect(sky?.benefits).toEqual(CANNED_PROFILES.tech.benefits);
    expect(sky?.promo?.questions).toHaveLength(3);
    expect(await findCompany(beacon.user.id)).toMatchObject({
      ...CANNED_PROFILES.brand,
      promo: { videoUrl: null },
    });
  });
});
