import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, signInAdmin, signUp, type TestContext } from '../test/harness';
import { eventually } from '../test/mail-queue';
import { rankingPublications } from '../db/schema/ratings';
import { previousWeek } from '@takeoff/shared/rankings';
import { startScheduler } from '../scheduler';

let ctx: TestContext;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ MAIL_POLL_SECONDS: '0.5' });
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('background jobs', () => {
  it('retries a job that throws, lists it as failed with its error, and runs it again from the back office', async () => {
    const queue = `flaky-${Date.now()}`;
    await ctx.deps.jobs.ensureQueue(queue, { retryLimit: 1, retryDelaySeconds: 1 });
    let attempts = 0;
    let healthy = false;
    await ctx.deps.jobs.work(queue, async () => {
      attempts++;
      if (!healthy) throw new Error('the partner API is down');
    });
    stops.push(() => ctx.deps.jobs.stopWorking(queue));
    const id = await ctx.deps.jobs.send(queue, { n: 1 });
    const admin = await signInAdmin(ctx);
    const failed = await eventually(async () => {
      const res = await ctx.http.get('/api/admin/background-jobs').set(admin.auth);
      return (
        res.body.items as { id: string; queue: string; error: string; retryCount: number }[]
      ).find((j) => j.id === id);
    }, 20_000);
    expect(attempts).toBe(2);
    expect(failed).toMatchObject({ queue, error: 'the partner API is down', retryCount: 1 });

    const candidate = await signUp(ctx, 'candidate');
    expect(
      (await ctx.http.post(`/api/admin/background-jobs/${id}/retry`).set(candidate.auth)).status,
    ).toBe(403);
    healthy = true;
    const retried = await ctx.http.post(`/api/admin/background-jobs/${id}/retry`).set(admin.auth);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id, queue, state: 'retry' });
    await eventually(async () => {
      const res = await ctx.http
        .get('/api/admin/background-jobs')
        .query({ state: 'completed' })
        .set(admin.auth);
      return (res.body.items as { id: string }[]).some((j) => j.id === id);
    }, 20_000);
    expect(attempts).toBe(3);
    // Only a failed job can be retried; an unknown id is not found.
    expect(
      (await ctx.http.post(`/api/admin/background-jobs/${id}/retry`).set(admin.auth)).status,
    ).toBe(404);
    expect(
      (await ctx.http.post('/api/admin/background-jobs/not-a-uuid/retry').set(admin.auth)).status,
    ).toBe(400);
  }, 60_000);

  it('two instances starting together publish the last week once', async () => {
    const other = await createTestContext({ MAIL_POLL_SECONDS: '0.5' });
    const week = previousWeek(new Date(), ctx.deps.config.RANKINGS_TIMEZONE);
    await ctx.deps.db
      .delete(rankingPublications)
      .where(eq(rankingPublications.weekStart, week.start));
    // Earlier catch-ups in this database (other files) would hold the singleton slot: start from none.
    await ctx.deps.db.execute(sql`delete from pgboss.job where name = 'publish-weekly-rankings'`);
    // Both send their catch-up; one job runs (the singleton), on whichever worker takes it.
    const [a, b] = await Promise.all([startScheduler(ctx.deps), startScheduler(other.deps)]);
    stops.push(a.stop, b.stop);
    await eventually(
      async () =>
        (
          await ctx.deps.db
            .select()
            .from(rankingPublications)
            .where(eq(rankingPublications.weekStart, week.start))
        ).length === 2,
      20_000,
    );
    const rows = await ctx.deps.db
      .select()
      .from(rankingPublications)
      .where(eq(rankingPublications.weekStart, week.start));
    expect(rows.map((r) => r.kind).sort()).toEqual(['employer', 'talent']);
    // The rows commit inside the job; pg-boss marks the job completed after the handler returns: wait until no
    // catch-up is still created or active, then there must be exactly one, completed.
    const catchUps = await eventually(async () => {
      const jobs = (await ctx.deps.jobs.counts(ctx.deps.db)).filter(
        (j) => j.name === 'publish-weekly-rankings',
      );
      return jobs.every((j) => j.state !== 'created' && j.state !== 'active') && jobs;
    }, 20_000);
    expect(catchUps).toEqual([{ name: 'publish-weekly-rankings', state: 'completed', count: 1 }]);
  }, 60_000);
});
