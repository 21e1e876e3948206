import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdminJob } from '@takeoff/shared/admin-jobs';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { jobs } from '../../db/schema/jobs';
import { boardSearch } from '../applications/test-factories';

let ctx: TestContext;
let admin: SignedIn;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
  company = await signUp(ctx, 'company', `Zephyr Air ${crypto.randomUUID().slice(0, 6)}`);
});

const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Ground Crew Lead',
  description: 'Run the ramp',
  location: 'Thessaloniki',
  type: 'internship',
  experience: '',
  salary: '',
  skills: ' ramp ops, safety ,, radio ',
  status: 'boarding',
  companyId: String(company.user.id),
  flightNumber: '',
  departureTime: '',
  expiresAt: '',
  ...extra,
});
const create = (body: Record<string, unknown>) =>
  ctx.http.post('/api/admin/jobs').set(admin.auth).send(body);

describe('admin job management', () => {
  it('creates with the admin form rules: skills split and trimmed, companyId numeric, generated flight number and departure time', async () => {
    const res = await create(form());
    expect(res.status).toBe(201);
    const job: AdminJob = res.body;
    expect(job).toMatchObject({
      skills: ['ramp ops', 'safety', 'radio'],
      companyId: company.user.id,
      companyName: company.user.name,
      type: 'internship',
      expiresAt: null,
      salary: null,
      experience: 'Not specified',
    });
    expect(job.flightNumber).toMatch(/^TO\d{4}$/);
    expect(Number(job.flightNumber.slice(2))).toBeGreaterThanOrEqual(1000);
    expect(job.departureTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it('keeps given values, refuses a used flight number (409) and a non-company (400) without writing', async () => {
    const flightNumber = `TO${1000 + (Date.now() % 9000)}`;
    await ctx.deps.database.query('delete from jobs where flight_number = $1', [flightNumber]);
    const res = await create(
      form({
        flightNumber,
        departureTime: '14:30',
        expiresAt: '2030-01-31T10:00:00.000Z',
        salary: '€40k',
      }),
    );
    expect(res.body).toMatchObject({
      flightNumber,
      departureTime: '14:30',
      expiresAt: '2030-01-31T10:00:00.000Z',
      salary: '€40k',
    });
    expect((await create(form({ flightNumber }))).status).toBe(409);
    const [before] = await ctx.deps.database.query<{ n: number }>(
      'select count(*)::int as n from jobs',
    );
    const candidate = await signUp(ctx, 'candidate');
    const notCompany = await create(form({ companyId: candidate.user.id }));
    expect(notCompany.status).toBe(400);
    expect(notCompany.body.code).toBe('NOT_A_COMPANY');
    expect((await create(form({ skills: ' , ' }))).status).toBe(400);
    expect((await create(form({ expiresAt: 'tomorrow' }))).status).toBe(400);
    const [after] = await ctx.deps.database.query<{ n: number }>(
      'select count(*)::int as n from jobs',
    );
    expect(after!.n).toBe(before!.n);
  });

  it('edits a job; empty flight number and departure time keep the stored ones', async () => {
    const created: AdminJob = (await create(form({ departureTime: '09:15' }))).body;
    const res = await ctx.http
      .put(`/api/admin/jobs/${created.id}`)
      .set(admin.auth)
      .send(form({ title: 'Ramp Supervisor', status: 'closed', expiresAt: null }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Ramp Supervisor',
      status: 'closed',
      flightNumber: created.flightNumber,
      departureTime: '09:15',
    });
    expect(
      (await ctx.http.put('/api/admin/jobs/2147483000').set(admin.auth).send(form())).status,
    ).toBe(404);
  });

  it('searches title, company name and location case-insensitively, and filters by status', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const live: AdminJob = (await create(form({ title: `Pilot ${tag}`, status: 'live' }))).body;
    const closed: AdminJob = (await create(form({ location: `Chania ${tag}`, status: 'closed' })))
      .body;
    const ids = async (qs: string) =>
      (
        (await ctx.http.get(`/api/admin/jobs?limit=100&${qs}`).set(admin.auth)).body
          .items as AdminJob[]
      ).map((j) => j.id);
    expect(await ids(`q=${tag.toUpperCase()}`)).toEqual([closed.id, live.id]);
    expect(await ids(`q=${tag}&status=live`)).toEqual([live.id]);
    expect(await ids(`q=${encodeURIComponent(company.user.name.toLowerCase())}`)).toEqual(
      expect.arrayContaining([live.id, closed.id]),
    );
    expect(await ids(`q=${tag}%25`)).toEqual([]);
  });

  it('finds one- and two-character terms too, which the trigram indexes cannot look up', async () => {
    const ids = async (qs: string) =>
      (
        (await ctx.http.get(`/api/admin/jobs?limit=100&${qs}`).set(admin.auth)).body
          .items as AdminJob[]
      ).map((j) => j.id);
    const marked: AdminJob = (await create(form({ title: 'Crew ✈ẞ', status: 'live' }))).body;
    const plain: AdminJob = (await create(form({ title: 'Crew', status: 'live' }))).body;
    const found = await ids(`q=${encodeURIComponent('✈ẞ')}`);
    expect(found).toContain(marked.id);
    expect(found).not.toContain(plain.id);
    expect(await ids(`q=${encodeURIComponent('ẞ')}&status=closed`)).not.toContain(marked.id);
    expect(await ids(`q=${encodeURIComponent('ẞ')}&status=live`)).toContain(marked.id);
  });

  it("puts the admin's jobs in the job board's search, and follows an edit of their words", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const candidate = await signUp(ctx, 'candidate');
    const search = (q: string) => boardSearch(ctx, candidate, q);
    const created: AdminJob = (
      await create(form({ title: `Quokka Wrangler ${tag}`, status: 'live' }))
    ).body;
    expect(await search(`quokka ${tag}`)).toContain(created.id);
    expect(await search(`${company.user.name} ramp`)).toContain(created.id);
    await ctx.http
      .put(`/api/admin/jobs/${created.id}`)
      .set(admin.auth)
      .send(form({ title: `Pelican Keeper ${tag}`, status: 'live', skills: 'birds' }))
      .expect(200);
    expect(await search(`pelican ${tag}`)).toContain(created.id);
    expect(await search(`quokka ${tag}`)).not.toContain(created.id);
    expect(await search(`${tag} birds`)).toContain(created.id);
  });

  it("corrects a company's texts for readers of another language; left out, they stay; bad ones change nothing", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const candidate = await signUp(ctx, 'candidate');
    const search = (q: string) => boardSearch(ctx, candidate, q);
    const el = { title: `Χειριστής Ράμπας ${tag}`, description: 'Κακό κείμενο', skills: 'ραντάρ' };
    const created = await create(form({ status: 'live', translations: { el } }));
    expect(created.status).toBe(201);
    const job = created.body as AdminJob;
    expect(job.translations.el).toMatchObject({
      title: el.title,
      description: 'Κακό κείμενο',
      skills: ['ραντάρ'],
    });
    expect(await search(`χειριστης ${tag}`)).toContain(job.id);

    const put = (body: Record<string, unknown>) =>
      ctx.http.put(`/api/admin/jobs/${job.id}`).set(admin.auth).send(body);
    // An edit without translations keeps them.
    expect(
      (await put(form({ status: 'live', title: `Ramp Lead ${tag}` }))).body.translations,
    ).toEqual(job.translations);
    // The admin rewrites the Greek description; a language left all empty is dropped.
    const corrected = await put(
      form({
        status: 'live',
        translations: { el: { ...el, description: 'Σωστό κείμενο' }, en: { title: ' ' } },
      }),
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.translations.el.description).toBe('Σωστό κείμενο');
    expect(corrected.body.translations.en).toBeUndefined();
    const board = await ctx.http.get(`/api/jobs/${job.id}`).set(candidate.auth);
    expect(board.body.translations.el.description).toBe('Σωστό κείμενο');

    for (const translations of [
      { de: { title: 'Pilot' } },
      { el: { title: 'x'.repeat(201) } },
      { el: { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) } },
      'not an object',
    ]) {
      const res = await put(form({ status: 'live', translations }));
      expect(res.status, JSON.stringify(translations)).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const [after] = await ctx.deps.db
      .select({ translations: jobs.translations })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(after!.translations).toEqual(corrected.body.translations);
  });

  it('writes the missing search documents of jobs admins created before (migration 0050) as the app writes them', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const created: AdminJob = (
      await create(
        form({ title: `Μηχανικός Πτήσης ${tag}`, location: 'Ηράκλειο', skills: 'Ραντάρ, ATC' }),
      )
    ).body;
    const [written] = await ctx.deps.db
      .select({ document: sql<string>`${jobs.searchVector}::text` })
      .from(jobs)
      .where(eq(jobs.id, created.id));
    await ctx.deps.db.update(jobs).set({ searchVector: null }).where(eq(jobs.id, created.id));
    const migration = readFileSync(
      new URL('../../../drizzle/0050_admin_job_search_documents.sql', import.meta.url),
      'utf8',
    );
    await ctx.deps.db.execute(sql.raw(migration));
    const [migrated] = await ctx.deps.db
      .select({ document: sql<string>`${jobs.searchVector}::text` })
      .from(jobs)
      .where(eq(jobs.id, created.id));
    expect(migrated!.document).toBe(written!.document);
  });

  it('deletes a job', async () => {
    const created: AdminJob = (await create(form())).body;
    expect((await ctx.http.delete(`/api/admin/jobs/${created.id}`).set(admin.auth)).status).toBe(
      204,
    );
    expect((await ctx.http.delete(`/api/admin/jobs/${created.id}`).set(admin.auth)).status).toBe(
      404,
    );
  });
});
