import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCompany } from '@takeoff/shared/companies';
import { JOB_COUNT_CAP } from '@takeoff/shared/jobs';
import { jobs } from '../../db/schema/jobs';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { createPitch, postJob } from '../applications/test-factories';

let ctx: TestContext;
let company: SignedIn;
let candidate: SignedIn;
let listed: Awaited<ReturnType<typeof postJob>>;
let unlisted: Awaited<ReturnType<typeof postJob>>;
let slug: string;
/** A word only these two flights have, so a search finds exactly them. */
const word = `zephyr${randomUUID().slice(0, 8).replace(/\d/g, 'q')}`;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', `Quiet Wings ${Date.now()}`);
  candidate = await signUp(ctx, 'candidate');
  listed = await postJob(ctx, company, { title: `Listed ${word} Pilot` });
  unlisted = await postJob(ctx, company, { title: `Unlisted ${word} Pilot`, unlisted: true });
  slug = (
    (await ctx.http.get('/api/companies/me/profile').set(company.auth)).body as { slug: string }
  ).slug;
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('an unlisted flight', () => {
  it('has an 18-digit random number; a listed one keeps the seeds’ TO plus 4 digits', () => {
    expect(listed.flightNumber).toMatch(/^TO[1-9]\d{3}$/);
    expect(unlisted.flightNumber).toMatch(/^TO[1-9]\d{17}$/);
  });

  it('is in no list a signed-in user reads: board, search, latest, a company’s open jobs, Explore Companies counts', async () => {
    const board = await ctx.http.get('/api/jobs').query({ limit: 50 }).set(candidate.auth);
    expect(ids(board.body.items)).toContain(listed.id);
    expect(ids(board.body.items)).not.toContain(unlisted.id);
    const listedOnly = (
      await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from jobs where status <> 'closed' and not unlisted`,
      )
    ).rows[0]!.n;
    // The board stops counting at JOB_COUNT_CAP, which the other files' jobs in this database may pass.
    expect(board.body.total).toBe(Math.min(Number(listedOnly), JOB_COUNT_CAP));

    const search = await ctx.http.get('/api/jobs').query({ q: word }).set(candidate.auth);
    expect(ids(search.body.items)).toEqual([listed.id]);
    expect(search.body.total).toBe(1);
    // A later page (after the listed flight) has nothing either.
    const after = await ctx.http.get('/api/jobs').query({ q: word, limit: 1 }).set(candidate.auth);
    expect(ids(after.body.items)).toEqual([listed.id]);
    expect(after.body.nextCursor).toBeNull();

    const latest = await ctx.http.get('/api/job-posts').query({ limit: 50 }).set(candidate.auth);
    expect(ids(latest.body)).toContain(listed.id);
    expect(ids(latest.body)).not.toContain(unlisted.id);

    const open = await ctx.http
      .get(`/api/companies/${listed.companyId}/open-jobs`)
      .set(candidate.auth);
    expect(ids(open.body)).toEqual([listed.id]);

    const companies: PublicCompany[] = [];
    for (
      let cursor: string | null = null, pages = 0;
      pages === 0 || (cursor && pages < 50);
      pages++
    ) {
      const page = await ctx.http
        .get('/api/companies')
        .query({ limit: 100, ...(cursor ? { cursor } : {}) })
        .set(candidate.auth);
      companies.push(...(page.body.items as PublicCompany[]));
      cursor = page.body.nextCursor as string | null;
    }
    expect(companies.find((c) => c.id === listed.companyId)?.stats.openJobs).toBe(1);
  });

  it('is announced to no candidate', async () => {
    const notifications = await ctx.http
      .get('/api/notifications')
      .query({ limit: 100 })
      .set(candidate.auth);
    const announced = (notifications.body.items as { type: string; entityId: number | null }[])
      .filter((n) => n.type === 'job_posted')
      .map((n) => n.entityId);
    expect(announced).toContain(listed.id);
    expect(announced).not.toContain(unlisted.id);
  });

  it('is in no public list: careers page and its feed, feeds, sitemap', async () => {
    for (const path of [
      `/api/careers/${slug}`,
      `/careers/${slug}`,
      `/careers/${slug}/feed.xml`,
      '/feeds/flights.xml',
      '/feeds/flights.json',
      '/sitemap.xml',
      '/sitemaps/1.xml',
    ]) {
      const res = await ctx.http.get(path);
      expect(res.status, path).toBe(200);
      const body = res.text || JSON.stringify(res.body);
      if (path !== '/sitemap.xml') expect(body, path).toContain(listed.flightNumber);
      expect(body, path).not.toContain(unlisted.flightNumber);
    }
  });

  it('opens by its number (the link) for signed-in users, by its sequential id only for its company and admins', async () => {
    expect(
      (await ctx.http.get(`/api/flights/${unlisted.flightNumber}`).set(candidate.auth)).body,
    ).toMatchObject({ id: unlisted.id, unlisted: true });
    const otherCompany = await signUp(ctx, 'company');
    for (const who of [candidate, otherCompany]) {
      const byId = await ctx.http.get(`/api/jobs/${unlisted.id}`).set(who.auth);
      expect(byId.status).toBe(404);
      expect(byId.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await ctx.http.get(`/api/jobs/${listed.id}`).set(who.auth)).status).toBe(200);
    }
    expect((await ctx.http.get(`/api/jobs/${unlisted.id}`).set(company.auth)).status).toBe(200);
    expect(
      (await ctx.http.get(`/api/jobs/${unlisted.id}`).set((await signInAdmin(ctx)).auth)).status,
    ).toBe(200);
  });

  it('is applied to with its number and saved only once applied to; a guessed id does neither', async () => {
    const applicant = await signUp(ctx, 'candidate');
    await createPitch(ctx, applicant);
    const job = await postJob(ctx, company, { title: 'Applied Quietly', unlisted: true });
    expect((await ctx.http.post(`/api/saved-jobs/${job.id}`).set(applicant.auth)).status).toBe(404);
    for (const guess of [{ jobId: job.id }, { jobId: job.id, flightNumber: listed.flightNumber }]) {
      const refused = await ctx.http.post('/api/applications').set(applicant.auth).send(guess);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    const mine = await ctx.http.get('/api/applications').set(applicant.auth);
    expect(JSON.stringify(mine.body)).not.toContain('Applied Quietly');
    const applied = await ctx.http
      .post('/api/applications')
      .set(applicant.auth)
      .send({ jobId: job.id, flightNumber: job.flightNumber.toLowerCase() });
    expect(applied.status).toBe(201);
    // Listed flights still take the id alone.
    expect(
      (await ctx.http.post('/api/applications').set(applicant.auth).send({ jobId: listed.id }))
        .status,
    ).toBe(201);
    expect((await ctx.http.post(`/api/saved-jobs/${job.id}`).set(applicant.auth)).status).toBe(204);
    expect((await ctx.http.get(`/api/jobs/${job.id}`).set(applicant.auth)).status).toBe(200);
  });

  it('gets a new unguessable number when a listed flight is unlisted; its old number no longer opens it', async () => {
    const job = await postJob(ctx, company, { title: 'Soon Quiet' });
    const edited = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ unlisted: true });
    expect(edited.status).toBe(200);
    expect(edited.body.flightNumber).toMatch(/^TO[1-9]\d{17}$/);
    expect(
      (await ctx.http.get(`/api/flights/${job.flightNumber}`).set(candidate.auth)).status,
    ).toBe(404);
    expect(
      (await ctx.http.get(`/api/flights/${edited.body.flightNumber as string}`).set(candidate.auth))
        .status,
    ).toBe(200);
    // Listing it again keeps the number: nothing was public about it.
    const relisted = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ unlisted: false });
    expect(relisted.body.flightNumber).toBe(edited.body.flightNumber);
  });

  it('migration 0036 gives unlisted flights with short numbers an 18-digit one and leaves listed flights alone', async () => {
    const shortUnlisted = await postJob(ctx, company, { title: 'Old Quiet', unlisted: true });
    await ctx.deps.db
      .update(jobs)
      .set({ flightNumber: 'TO98765432' })
      .where(eq(jobs.id, shortUnlisted.id));
    const before = await ctx.deps.db
      .select({ id: jobs.id, flightNumber: jobs.flightNumber })
      .from(jobs)
      .where(eq(jobs.unlisted, false));
    await ctx.deps.db.execute(
      sql.raw(
        readFileSync(
          new URL('../../../drizzle/0036_unlisted_flight_numbers.sql', import.meta.url),
          'utf8',
        ),
      ),
    );
    const [renumbered] = await ctx.deps.db
      .select({ flightNumber: jobs.flightNumber })
      .from(jobs)
      .where(eq(jobs.id, shortUnlisted.id));
    expect(renumbered!.flightNumber).toMatch(/^TO[1-9]\d{17}$/);
    expect(
      await ctx.deps.db
        .select({ id: jobs.id, flightNumber: jobs.flightNumber })
        .from(jobs)
        .where(eq(jobs.unlisted, false)),
    ).toEqual(before);
  });
});
