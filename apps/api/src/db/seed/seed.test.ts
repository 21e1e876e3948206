import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMISE_DAYS_DEFAULT } from '@takeoff/shared/response-promise';
import { users } from '../schema/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { DEMO_COMPANIES, seedDemoData } from './seed';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // Idempotent: another file of this worker may have seeded the demo already.
  await seedDemoData(ctx.deps);
}, 60_000);

describe('the demo data', () => {
  it("starts every demo application's promise clock, first viewed when its company acted", async () => {
    const companies = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_COMPANIES.map((c) => c.email),
        ),
      );
    const ids = sql.join(
      companies.map((c) => sql`${c.id}`),
      sql`, `,
    );
    const { rows } = await ctx.deps.db.execute<{
      status: string;
      due_days: number | null;
      viewed: boolean | null;
    }>(sql`
      select a.status,
             extract(epoch from p.due_at - a.applied_at) / 86400 as due_days,
             p.first_viewed_at is not null as viewed
        from applications a
        join jobs j on j.id = a.job_id
        left join application_promises p on p.application_id = a.id
       where j.company_id in (${ids})`);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(Number(row.due_days)).toBe(PROMISE_DAYS_DEFAULT);
      // A pending application was never acted on; every other one was, by its company.
      expect(row.viewed).toBe(row.status !== 'pending');
    }
  });
});
