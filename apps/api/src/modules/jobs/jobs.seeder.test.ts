import { describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn } from '../../test/harness';
import { seedJobs } from './jobs.seeder';

describe('jobs demo seeder', () => {
  it('gives each demo company flights of every status that search finds, and applications with their history', async () => {
    const ctx = await createTestContext();
    const companies: SignedIn['user'][] = [];
    for (const name of ['Seed Tech', 'Seed Design', 'Seed Brand']) companies.push((await signUp(ctx, 'company', name)).user);
    const candidates = [];
    for (let i = 0; i < 4; i++) candidates.push((await signUp(ctx, 'candidate')).user);
    await seedJobs(ctx.deps, { companies, candidates });
    const company = await signUp(ctx, 'company');
    const statuses = new Set<string>();
    for (const c of companies) {
      const session = await ctx.http.post('/api/auth/login').send({ email: c.email, password: 'correct-horse-battery' });
      const board = await ctx.http.get(`/api/companies/${c.id}/jobs`).set({ Authorization: `Bearer ${session.body.token}` });
      for (const job of board.body.items) statuses.add(job.status);
      const stats = await ctx.http.get(`/api/companies/${c.id}/stats`).set({ Authorization: `Bearer ${session.body.token}` });
      expect(stats.body.applications).toBeGreaterThan(0);
    }
    expect([...statuses].sort()).toEqual(['boarding', 'closed', 'expiring', 'live']);
    const search = await ctx.http.get('/api/jobs').query({ q: 'seed tech kubernetes' }).set(company.auth);
    // Only this run's companies: a database kept from earlier runs holds other 'Seed Tech's.
    const ours = search.body.items.filter((j: { companyId: number }) => companies.some((c) => c.id === j.companyId));
    expect(ours.map((j: { title: string; companyId: number }) => [j.title, j.companyId])).toEqual([['DevOps Engineer', companies[0]!.id]]);
  });
});
