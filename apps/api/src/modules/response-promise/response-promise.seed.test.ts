import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROMISE_DAYS_DEFAULT } from '@takeoff/shared/response-promise';
import { applications, jobs } from '../../db/schema/jobs';
import { applicationPromises } from '../../db/schema/response-promise';
import { createTestContext, signUp, type SignedIn } from '../../test/harness';
import { seedJobs } from '../jobs/jobs.seeder';
import { seedResponsePromises } from './response-promise.seed';

const DAY_MS = 24 * 3600_000;

describe('response promise demo seeder', () => {
  it("starts every demo application's clock, first viewed when its company acted", async () => {
    const ctx = await createTestContext();
    const companies: SignedIn['user'][] = [];
    for (const name of ['Promise Tech', 'Promise Design', 'Promise Brand'])
      companies.push((await signUp(ctx, 'company', name)).user);
    const candidates = [];
    for (let i = 0; i < 4; i++) candidates.push((await signUp(ctx, 'candidate')).user);
    await seedJobs(ctx.deps, { companies, candidates });
    await seedResponsePromises(ctx.deps, { companies, candidates });

    const rows = await ctx.deps.db
      .select({
        status: applications.status,
        appliedAt: applications.appliedAt,
        dueAt: applicationPromises.dueAt,
        firstViewedAt: applicationPromises.firstViewedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(applicationPromises, eq(applicationPromises.applicationId, applications.id))
      .where(
        inArray(
          jobs.companyId,
          companies.map((c) => c.id),
        ),
      );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.dueAt!.getTime() - row.appliedAt.getTime()).toBe(PROMISE_DAYS_DEFAULT * DAY_MS);
      // A pending application was never acted on; every other one was, by its company.
      expect(row.firstViewedAt !== null).toBe(row.status !== 'pending');
    }
  });
});
