import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema/jobs';
import { createTestContext, signUp, type SignedIn } from '../../test/harness';
import { seedJobs } from './jobs.seeder';

describe('jobs demo seeder', () => {
  it('gives each demo company flights of every status that search finds, and applications with their history', async () => {
    const ctx = await createTestContext();
    const companies: SignedIn['user'][] = [];
    for (const name of ['Seed Tech', 'Seed Design', 'Seed Brand'])
      companies.push((await signUp(ctx, 'company', name)).user);
    const candidates = [];
    for (let i = 0; i < 4; i++) candidates.push((await signUp(ctx, 'candidate')).user);
    await seedJobs(ctx.deps, { companies, candidates });
    const company = await signUp(ctx, 'company');
    const statuses = new Set<string>();
    for (const c of companies) {
      const session = await ctx.http
        .post('/api/auth/login')
        .send({ email: c.email, password: 'correct-horse-battery' });
      const board = await ctx.http
        .get(`/api/companies/${c.id}/jobs`)
        .set({ Authorization: `Bearer ${session.body.token}` });
      for (const job of board.body.items) statuses.add(job.status);
      const stats = await ctx.http
        .get(`/api/companies/${c.id}/stats`)
        .set({ Authorization: `Bearer ${session.body.token}` });
      expect(stats.body.applications).toBeGreaterThan(0);
    }
    expect([...statuses].sort()).toEqual(['boarding', 'closed', 'expiring', 'live']);
    const search = await ctx.http
      .get('/api/jobs')
      .query({ q: 'seed tech kubernetes' })
      .set(company.auth);
    // Only this run's companies: a database kept from earlier runs holds other 'Seed Tech's.
    const ours = search.body.items.filter((j: { companyId: number }) =>
      companies.some((c) => c.id === j.companyId),
    );
    expect(ours.map((j: { title: string; companyId: number }) => [j.title, j.companyId])).toEqual([
      ['DevOps Engineer', companies[0]!.id],
    ]);
    // The demo jobs speak Greek too, and Greek search finds them by their Greek words.
    const greek = await ctx.http
      .get('/api/jobs')
      .query({ q: 'seed tech θεσσαλονικη' })
      .set(company.auth);
    const greekOurs = greek.body.items.filter((j: { companyId: number }) =>
      companies.some((c) => c.id === j.companyId),
    );
    expect(greekOurs).toHaveLength(1);
    expect(greekOurs[0].translations.el).toMatchObject({
      title: 'Μηχανικός DevOps',
      location: 'Θεσσαλονίκη',
    });
  });

  it('still seeds every flight and application when the 4-digit flight numbers are all taken', async () => {
    const ctx = await createTestContext();
    const crowd = (await signUp(ctx, 'company', 'Crowded Airline')).user;
    const companies: SignedIn['user'][] = [];
    for (const name of ['Full Tech', 'Full Design', 'Full Brand'])
      companies.push((await signUp(ctx, 'company', name)).user);
    const candidates = [];
    for (let i = 0; i < 4; i++) candidates.push((await signUp(ctx, 'candidate')).user);
    await ctx.deps.db.execute(
      sql`insert into jobs (company_id, title, description, location, flight_number) select ${crowd.id}, 'Crowd', 'd', 'Athens', 'TO' || n from generate_series(1000, 9999) n on conflict do nothing`,
    );
    try {
      await seedJobs(ctx.deps, { companies, candidates });
      const seeded = await ctx.deps.db
        .select({ id: jobs.id, flightNumber: jobs.flightNumber })
        .from(jobs)
        .where(
          inArray(
            jobs.companyId,
            companies.map((c) => c.id),
          ),
        );
      expect(seeded).toHaveLength(10);
      for (const job of seeded) expect(job.flightNumber).toMatch(/^TO[1-9]\d{4}$/);
      const applied = await ctx.deps.db
        .select({ id: applications.id })
        .from(applications)
        .where(
          inArray(
            applications.jobId,
            seeded.map((j) => j.id),
          ),
        );
      expect(applied).toHaveLength(10);
    } finally {
      await ctx.deps.db.delete(jobs).where(eq(jobs.companyId, crowd.id));
    }
  });
});
