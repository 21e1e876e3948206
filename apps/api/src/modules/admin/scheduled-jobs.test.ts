import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { eventually } from '../../test/mail-queue';
import { adminAuditLog } from '../../db/schema/admin';
import { applications } from '../../db/schema/jobs';
import { applicationPromises } from '../../db/schema/response-promise';
import { scheduledJobs, workScheduledJob } from '../../scheduler';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { insertAdmin } from './admin.fixtures';

const CLOCK = 'response-promise-clock';
let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
});
afterAll(async () => {
  await ctx.deps.jobs.stopWorking(CLOCK);
});

const queuedRuns = async (name: string) =>
  (
    await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${name}`,
    )
  ).rows[0]!.n;

const runAudits = async () =>
  (
    await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'scheduled_job.run'))
  ).length;

describe('running a scheduled job now (back office)', () => {
  it('lists the scheduled jobs with their pattern and time zone', async () => {
    const res = await ctx.http.get('/api/admin/scheduled-jobs').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      scheduledJobs(ctx.deps).map((j) => ({
        name: j.name,
        pattern: j.pattern,
        timezone: j.timezone ?? 'UTC',
      })),
    );
    expect(res.body.items).toContainEqual({
      name: CLOCK,
      pattern: '*/10 * * * *',
      timezone: 'UTC',
    });
  });

  it('queues the job for the workers: a run-out application is closed, and the run is audited', async () => {
    const company = await signUp(ctx, 'company', 'Run Now Air');
    const job = await postJob(ctx, company, { title: 'Run Now Pilot' });
    const candidate = await signUp(ctx, 'candidate', 'Ida Late');
    await createPitch(ctx, candidate);
    const application = await applyTo(ctx, candidate, job.id);
    // Its promise ran out an hour ago (the clock is data; waiting 14 days is not a test).
    const appliedAt = new Date(Date.now() - 15 * 24 * 3_600_000);
    await ctx.deps.db
      .update(applicationPromises)
      .set({ appliedAt, dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(applicationPromises.applicationId, application.id));
    await ctx.deps.db
      .update(applications)
      .set({ appliedAt })
      .where(eq(applications.id, application.id));
    await workScheduledJob(
      ctx.deps,
      scheduledJobs(ctx.deps).find((j) => j.name === CLOCK)!,
    );

    const res = await ctx.http.post(`/api/admin/scheduled-jobs/${CLOCK}/run`).set(admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), queue: CLOCK, state: 'created' });

    const closed = await eventually(async () => {
      const [row] = await ctx.deps.db
        .select({ closedAt: applicationPromises.closedAt })
        .from(applicationPromises)
        .where(eq(applicationPromises.applicationId, application.id));
      return row?.closedAt;
    }, 20_000);
    expect(closed).toBeInstanceOf(Date);
    const [status] = await ctx.deps.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(status!.status).toBe('rejected');

    const audited = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'scheduled_job.run'), eq(adminAuditLog.targetId, CLOCK)));
    expect(audited).toContainEqual(
      expect.objectContaining({
        adminId: admin.user.id,
        targetType: 'scheduled_job',
        details: { jobId: res.body.id },
      }),
    );
    // The audit log shows it to admins like any other action.
    const log = await ctx.http
      .get('/api/admin/audit-log')
      .query({ action: 'scheduled_job.run' })
      .set(admin.auth);
    expect(log.status).toBe(200);
    expect(log.body.items[0]).toMatchObject({ actorKind: 'admin', targetId: CLOCK });
  }, 60_000);

  it('refuses a second run while one is waiting or running, and nothing is queued or audited then', async () => {
    // No worker runs this queue in the tests: the first run stays waiting.
    const name = 'weekly-digest-mail';
    await ctx.deps.db.execute(
      sql`delete from pgboss.job where name = ${name} and state in ('created', 'active')`,
    );
    const press = () => ctx.http.post(`/api/admin/scheduled-jobs/${name}/run`).set(admin.auth);
    expect((await press()).status).toBe(202);
    const [runs, audits] = [await queuedRuns(name), await runAudits()];
    const again = await press();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SCHEDULED_JOB_ALREADY_QUEUED' });
    // Two presses at once: one of them queues, the other is told.
    await ctx.deps.db.execute(
      sql`delete from pgboss.job where name = ${name} and state = 'created'`,
    );
    const both = await Promise.all([press(), press()]);
    expect(both.map((res) => res.status).sort()).toEqual([202, 409]);
    expect(await queuedRuns(name)).toBe(runs);
    expect(await runAudits()).toBe(audits + 1);
  });

  it('refuses everyone but admins, unknown and malformed names, and queues nothing then', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const company = await signUp(ctx, 'company');
    const [runs, audits] = [await queuedRuns(CLOCK), await runAudits()];
    expect((await ctx.http.post(`/api/admin/scheduled-jobs/${CLOCK}/run`)).status).toBe(401);
    for (const who of [candidate, company]) {
      expect(
        (await ctx.http.post(`/api/admin/scheduled-jobs/${CLOCK}/run`).set(who.auth)).status,
      ).toBe(403);
      expect((await ctx.http.get('/api/admin/scheduled-jobs').set(who.auth)).status).toBe(403);
    }
    const unknown = await ctx.http
      .post('/api/admin/scheduled-jobs/no-such-job/run')
      .set(admin.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    for (const name of [
      'Response-Promise-Clock',
      '..%2Fmail',
      'a'.repeat(65),
      'response%20promise',
      '-clock',
      "clock'%3B--",
      '%00',
    ]) {
      const res = await ctx.http.post(`/api/admin/scheduled-jobs/${name}/run`).set(admin.auth);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(await queuedRuns(CLOCK)).toBe(runs);
    expect(await queuedRuns('no-such-job')).toBe(0);
    expect(await runAudits()).toBe(audits);
  });

  it('is closed to an admin without two-factor where it is required, like the rest of the back office', async () => {
    const gated = await createTestContext({ ADMIN_TOTP_REQUIRED: 'true' });
    const password = 'gated-run-now-password';
    const { email } = await insertAdmin(gated.deps, password);
    const login = await gated.http.post('/api/admin-auth/login').send({ email, password });
    expect(login.status).toBe(200);
    const runs = await queuedRuns(CLOCK);
    const res = await gated.http
      .post(`/api/admin/scheduled-jobs/${CLOCK}/run`)
      .set({ Authorization: `Bearer ${login.body.token}` });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    expect(await queuedRuns(CLOCK)).toBe(runs);
  });
});
