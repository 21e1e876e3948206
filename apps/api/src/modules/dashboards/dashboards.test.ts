import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { jobs, applications, savedJobs } from '../../db/schema/jobs';
import { interviews } from '../../db/schema/interviews';
import { profileViews } from '../../db/schema/pitches';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('candidate stats', () => {
  it('counts the candidate’s own applications, interviews, saved jobs and profile views only', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const other = await signUp(ctx, 'candidate');
    const company = await signUp(ctx, 'company');
    const empty = await ctx.http.get('/api/candidates/me/stats').set(candidate.auth);
    expect(empty.body).toEqual({ applications: 0, interviews: 0, savedJobs: 0, profileViews: 0 });

    const made = await ctx.deps.db
      .insert(jobs)
      .values(
        [1, 2].map((n) => ({
          companyId: company.user.id,
          title: `Job ${n}`,
          description: 'd',
          location: 'Athens',
          flightNumber: `STAT${candidate.user.id}${n}`,
        })),
      )
      .returning({ id: jobs.id });
    await ctx.deps.db
      .insert(applications)
      .values(made.map((j) => ({ jobId: j.id, candidateId: candidate.user.id })));
    await ctx.deps.db
      .insert(applications)
      .values({ jobId: made[0]!.id, candidateId: other.user.id });
    await ctx.deps.db
      .insert(savedJobs)
      .values({ candidateId: candidate.user.id, jobId: made[1]!.id });
    const at = new Date(Date.now() + 86_400_000);
    await ctx.deps.db.insert(interviews).values([
      { companyId: company.user.id, candidateId: candidate.user.id, scheduledAt: at },
      {
        companyId: company.user.id,
        candidateId: candidate.user.id,
        scheduledAt: at,
        status: 'cancelled',
      },
    ]);
    await ctx.deps.db.insert(profileViews).values(
      ['2026-11-01', '2026-11-02', '2026-11-03'].map((viewedOn) => ({
        candidateId: candidate.user.id,
        companyId: company.user.id,
        viewedOn,
      })),
    );

    const stats = await ctx.http.get('/api/candidates/me/stats').set(candidate.auth);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ applications: 2, interviews: 1, savedJobs: 1, profileViews: 3 });
  });
});
