import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { jobs } from '../../db/schema/jobs';
import { jobInput, postJob } from '../applications/test-factories';
import { jsonLdBlocks } from '../public-pages/public-pages-test-helpers';

let ctx: TestContext;
let company: SignedIn;
let candidate: SignedIn;
let slug: string;

const GREEK = {
  title: 'Πιλότος Νυχτερινών Πτήσεων',
  description: 'Πετάμε τη νύχτα πάνω από το Αιγαίο.',
  location: 'Ηράκλειο',
  experience: '3+ χρόνια',
  salary: '',
  skills: ['Πλοήγηση', 'Ασύρματος'],
};
const NONE = { title: '', description: '', location: '', experience: '', salary: '', skills: [] };

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', `Aegean Nights ${Date.now()}`);
  candidate = await signUp(ctx, 'candidate');
  await ctx.http
    .put('/api/companies/me/profile')
    .set(company.auth)
    .send({
      description: 'We fly at night.',
      benefits: ['Free flights'],
      tags: [],
      website: '',
      translations: {
        el: { description: 'Πετάμε τη νύχτα.', benefits: ['Δωρεάν πτήσεις'] },
      },
    });
  slug = (await ctx.http.get('/api/companies/me/profile').set(company.auth)).body.slug;
});

const storedTranslations = async (id: number) =>
  (await ctx.deps.db.select({ t: jobs.translations }).from(jobs).where(eq(jobs.id, id)))[0]!.t;

describe("a job's second language", () => {
  it('is kept per language (an empty one is none), read back everywhere, kept when left out and replaced when sent', async () => {
    const job = await postJob(ctx, company, {
      title: 'Night Pilot',
      translations: { el: GREEK, en: NONE },
    });
    expect((job as unknown as { translations: unknown }).translations).toEqual({ el: GREEK });
    const read = await ctx.http.get(`/api/jobs/${job.id}`).set(candidate.auth);
    expect(read.body.translations).toEqual({ el: GREEK });

    const edited = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ salary: '€70k' });
    expect(edited.body).toMatchObject({ salary: '€70k', translations: { el: GREEK } });

    const replaced = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ translations: { el: { title: 'Πιλότος' } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.translations).toEqual({ el: { ...NONE, title: 'Πιλότος' } });
    const cleared = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ translations: { el: NONE } });
    expect(cleared.body.translations).toEqual({});
  });

  it('refuses an unknown language, a NUL character or an over-long title with 400, changing nothing', async () => {
    const job = await postJob(ctx, company, { translations: { el: GREEK } });
    for (const translations of [
      { fr: { title: 'Pilote' } },
      { el: { ...GREEK, description: 'x\u0000' } },
      { el: { ...GREEK, title: 'Π'.repeat(121) } },
      { el: { ...GREEK, title: 'two\nlines' } },
    ]) {
      const res = await ctx.http
        .put(`/api/jobs/${job.id}`)
        .set(company.auth)
        .send({ translations });
      expect(res.status, JSON.stringify(translations)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const posted = await ctx.http
      .post('/api/jobs')
      .set(company.auth)
      .send(jobInput({ translations: { de: { title: 'Pilot' } } }));
    expect(posted.status).toBe(400);
    expect(await storedTranslations(job.id)).toEqual({ el: GREEK });
  });

  it('comes with the multipart form as one JSON field; text that is not JSON is a 400', async () => {
    const fields = {
      ...jobInput({ title: 'Form Pilot' }),
      translations: JSON.stringify({ el: GREEK }),
    };
    let req = ctx.http.post('/api/jobs').set(company.auth);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
    const res = await req;
    expect(res.status).toBe(201);
    expect(res.body.translations).toEqual({ el: GREEK });

    let bad = ctx.http.post('/api/jobs').set(company.auth);
    for (const [name, value] of Object.entries({ ...fields, translations: '{el:' }))
      bad = bad.field(name, String(value));
    expect((await bad).status).toBe(400);
  });

  it('is found by search in either language, and no longer once it is removed', async () => {
    const job = await postJob(ctx, company, {
      title: 'Ferry Navigator Qxv',
      location: 'Piraeus',
      translations: { el: { ...GREEK, title: 'Πλοηγός Πορθμείων Ξψω', location: 'Πειραιάς' } },
    });
    const found = async (q: string) =>
      (await ctx.http.get('/api/jobs').query({ q }).set(candidate.auth)).body.items.map(
        (j: { id: number }) => j.id,
      );
    for (const q of ['πλοηγος ξψω', 'ΠΕΙΡΑΙΆΣ ξψω', 'ferry qxv', 'πλοήγηση ξψω'])
      expect(await found(q), q).toContain(job.id);
    await ctx.http.put(`/api/jobs/${job.id}`).set(company.auth).send({ translations: {} });
    expect(await found('πλοηγος ξψω')).not.toContain(job.id);
    expect(await found('ferry qxv')).toContain(job.id);
  });
});

describe('public pages in the visitor’s language', () => {
  it("render the flight in the visitor's language, the main texts otherwise; JSON-LD keeps the main ones", async () => {
    const job = await postJob(ctx, company, {
      title: 'Night Pilot Rho',
      description: 'We fly at night over the Aegean.',
      translations: { el: { ...GREEK, title: 'Πιλότος Νυχτερινών Πτήσεων Ρο' } },
    });
    const greek = await ctx.http
      .get(`/flights/${job.flightNumber}`)
      .set('Accept-Language', 'el-GR,el;q=0.9');
    expect(greek.status).toBe(200);
    for (const text of [
      'Πιλότος Νυχτερινών Πτήσεων Ρο',
      'Πετάμε τη νύχτα πάνω από το Αιγαίο.',
      'Ηράκλειο',
      'Πλοήγηση',
      // Not translated: the main salary shows.
      '€50k',
    ])
      expect(greek.text).toContain(text);
    expect(greek.text).not.toContain('<p class="pp-text">We fly at night over the Aegean.');
    expect(greek.text).toMatch(/<title>[^<]*Πιλότος Νυχτερινών Πτήσεων Ρο/);
    const posting = jsonLdBlocks(greek.text).find(
      (block) => (block as { '@type'?: string })['@type'] === 'JobPosting',
    ) as { title: string };
    expect(posting.title).toBe('Night Pilot Rho');

    const english = await ctx.http
      .get(`/flights/${job.flightNumber}`)
      .set('Accept-Language', 'el')
      .set('Cookie', 'takeoff_locale=en');
    expect(english.text).toContain('<p class="pp-text">We fly at night over the Aegean.');
    expect(english.text).not.toContain('Πιλότος Νυχτερινών Πτήσεων Ρο');

    // The SPA's page gets every language and picks the reader's, as the server did.
    const api = await ctx.http.get(`/api/flights/${job.flightNumber}`);
    expect(api.body.translations.el.title).toBe('Πιλότος Νυχτερινών Πτήσεων Ρο');
  });

  it("render the careers page's profile and flights in the visitor's language", async () => {
    await postJob(ctx, company, {
      title: 'Careers Pilot Sigma',
      translations: { el: { ...NONE, title: 'Πιλότος Καριέρας Σίγμα' } },
    });
    const greek = await ctx.http.get(`/careers/${slug}`).set('Accept-Language', 'el');
    expect(greek.status).toBe(200);
    for (const text of ['Πετάμε τη νύχτα.', 'Δωρεάν πτήσεις', 'Πιλότος Καριέρας Σίγμα'])
      expect(greek.text).toContain(text);
    for (const text of ['We fly at night.', 'Free flights', 'Careers Pilot Sigma'])
      expect(greek.text).not.toContain(text);

    const english = await ctx.http.get(`/careers/${slug}`).set('Accept-Language', 'en');
    for (const text of ['We fly at night.', 'Free flights', 'Careers Pilot Sigma'])
      expect(english.text).toContain(text);

    const api = await ctx.http.get(`/api/careers/${slug}`);
    expect(api.body.company.translations.el.description).toBe('Πετάμε τη νύχτα.');
    const row = api.body.flights.find((f: { title: string }) => f.title === 'Careers Pilot Sigma');
    // A board carries only each language's title and location.
    expect(row.translations).toEqual({ el: { title: 'Πιλότος Καριέρας Σίγμα', location: '' } });
    // Explore Companies' open jobs too.
    const open = await ctx.http
      .get(`/api/companies/${company.user.id}/open-jobs`)
      .set(candidate.auth);
    expect(
      open.body.find((j: { title: string }) => j.title === 'Careers Pilot Sigma').translations,
    ).toEqual({ el: { title: 'Πιλότος Καριέρας Σίγμα', location: '' } });
  });
});

describe("a promo's questions in a second language", () => {
  const QUESTIONS = ['Why us?', 'Why now?', 'Why you?'];
  it('are kept per language (an empty one is none), read back, kept when left out; a wrong count is a 400', async () => {
    const saved = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({
        questions: QUESTIONS,
        questionTranslations: { el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'], en: ['', '', ''] },
      });
    expect(saved.status).toBe(200);
    expect(saved.body.questionTranslations).toEqual({ el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'] });

    const kept = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ questions: QUESTIONS });
    expect(kept.body.questionTranslations).toEqual({ el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'] });

    const bad = await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ questionTranslations: { el: ['Μόνο μία;'] } });
    expect(bad.status).toBe(400);
    const read = await ctx.http.get(`/api/companies/${company.user.id}/promo`).set(candidate.auth);
    expect(read.body.questionTranslations).toEqual({ el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'] });
  });
});
