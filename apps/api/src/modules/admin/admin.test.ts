import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUser, AuditEntry } from '@takeoff/shared/admin';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { recordStoredObject } from '../media/media.service';
import { minimalMp4 } from '../media/media.fixtures';
import { insertAdmin, insertJob, insertPitch, userExists } from './admin.fixtures';
import { refreshAdminFigures, weekStartUtc } from './stats.service';
import { scheduledJobs } from '../../scheduler';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
});

const stats = async (): Promise<AdminStats> =>
  (await ctx.http.get('/api/admin/stats').set(admin.auth)).body;
/** The figures as of now: the scheduler's snapshot, taken here instead of waiting five minutes for it. */
const freshStats = async (): Promise<AdminStats> => {
  await refreshAdminFigures(ctx.deps);
  return stats();
};

describe('admin statistics', () => {
  it('counts real rows: users by role, jobs, active jobs, pitches, active pitches', async () => {
    for (let i = 0; i < 4; i++) await signUp(ctx, 'candidate'); // at least 5 users exist, whatever ran before
    const before = await freshStats();
    const company = await signUp(ctx, 'company');
    const candidate = await signUp(ctx, 'candidate', 'Newest Candidate');
    await insertJob(ctx.deps, company.user.id, { status: 'live' });
    await insertJob(ctx.deps, company.user.id, { status: 'closed' });
    await insertPitch(ctx.deps, candidate.user.id, { isActive: false });
    const after = await freshStats();
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.totalCompanies - before.totalCompanies).toBe(1);
    expect(after.totalCandidates - before.totalCandidates).toBe(1);
    expect(after.totalJobs - before.totalJobs).toBe(2);
    expect(after.activeJobs - before.activeJobs).toBe(1);
    expect(after.totalPitches - before.totalPitches).toBe(1);
    expect(after.activePitches - before.activePitches).toBe(0);
    expect(after.recentUsers).toHaveLength(5);
    expect(after.recentUsers[0]).toMatchObject({
      id: candidate.user.id,
      name: 'Newest Candidate',
      role: 'candidate',
      verified: false,
      emailVerified: false,
    });
    // The account's own time, as the API writes every time (ISO, UTC, milliseconds).
    const [row] = await ctx.deps.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, candidate.user.id));
    expect(after.recentUsers[0]!.createdAt).toBe(row!.createdAt.toISOString());
  });

  it('keeps its figures equal to counting the tables, through updates, cascades and bulk statements', async () => {
    const company = await signUp(ctx, 'company');
    const candidate = await signUp(ctx, 'candidate');
    await insertJob(ctx.deps, company.user.id, { status: 'live' });
    await insertJob(ctx.deps, company.user.id, { status: 'boarding' });
    await insertPitch(ctx.deps, candidate.user.id, { isActive: true });
    await ctx.deps.database.query(
      `update jobs set status = 'closed' where company_id = $1 and status = 'live'`,
      [company.user.id],
    );
    await ctx.deps.database.query(
      `update candidate_pitches set is_active = false where candidate_id = $1`,
      [candidate.user.id],
    );
    // Deleting the company removes its jobs by cascade: the jobs' figures follow.
    await ctx.deps.database.query('delete from users where id = $1', [company.user.id]);
    const [counted] = await ctx.deps.database.query<Record<string, number>>(`
      select (select count(*)::int from users) as users, (select count(*)::int from users where role = 'company') as companies,
             (select count(*)::int from users where role = 'candidate') as candidates, (select count(*)::int from jobs) as jobs,
             (select count(*)::int from jobs where status in ('live', 'boarding', 'expiring')) as active_jobs,
             (select count(*)::int from candidate_pitches) as pitches, (select count(*)::int from candidate_pitches where is_active) as active_pitches,
             (select count(*)::int from applications) as applications`);
    const figures = await freshStats();
    expect({
      users: figures.totalUsers,
      companies: figures.totalCompanies,
      candidates: figures.totalCandidates,
      jobs: figures.totalJobs,
      active_jobs: figures.activeJobs,
      pitches: figures.totalPitches,
      active_pitches: figures.activePitches,
      applications: figures.totalApplications,
    }).toEqual(counted);
  });

  it('charts registrations for the last 12 weeks, this week last', async () => {
    const before = (await freshStats()).registrationsPerWeek;
    await signUp(ctx, 'candidate');
    const after = (await freshStats()).registrationsPerWeek;
    expect(after).toHaveLength(12);
    expect(after.at(-1)!.weekStart).toBe(weekStartUtc(new Date()).toISOString().slice(0, 10));
    expect(after.at(-1)!.count - before.at(-1)!.count).toBe(1);
  });

  it('shows the snapshot and when it was taken: a change waits for the next one', async () => {
    const taken = await freshStats();
    const takenAt = Date.parse(taken.figuresTakenAt);
    expect(Math.abs(Date.now() - takenAt)).toBeLessThan(60_000);
    const company = await signUp(ctx, 'company');
    await insertJob(ctx.deps, company.user.id, { status: 'live' });
    // No trigger counts the write: the dashboard keeps the snapshot's figures and time (the newest accounts are live).
    const unchanged = await stats();
    expect(unchanged).toMatchObject({
      totalUsers: taken.totalUsers,
      totalCompanies: taken.totalCompanies,
      totalJobs: taken.totalJobs,
      activeJobs: taken.activeJobs,
      figuresTakenAt: taken.figuresTakenAt,
    });
    expect(unchanged.recentUsers[0]!.id).toBe(company.user.id);
    const next = await freshStats();
    expect(next.totalCompanies - taken.totalCompanies).toBe(1);
    expect(next.totalJobs - taken.totalJobs).toBe(1);
    expect(Date.parse(next.figuresTakenAt)).toBeGreaterThanOrEqual(takenAt);
  });

  it('is taken by the scheduler every five minutes and at start', async () => {
    const job = scheduledJobs(ctx.deps).find((j) => j.name === 'admin-figures');
    expect(job).toMatchObject({ pattern: '*/5 * * * *', runOnStart: true });
    const before = await stats();
    await signUp(ctx, 'candidate');
    await job!.run(ctx.deps);
    const after = await stats();
    expect(after.totalCandidates - before.totalCandidates).toBe(1);
    expect(Date.parse(after.figuresTakenAt)).toBeGreaterThanOrEqual(
      Date.parse(before.figuresTakenAt),
    );
  });

  it('starts weeks on Monday (UTC)', () => {
    expect(weekStartUtc(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(weekStartUtc(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});

describe('admin user management', () => {
  it('pages every user newest first', async () => {
    const mine = await signUp(ctx, 'company');
    const first = await ctx.http.get('/api/admin/users?limit=2').set(admin.auth);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0].id).toBeGreaterThan(first.body.items[1].id);
    const second = await ctx.http
      .get(`/api/admin/users?limit=2&cursor=${first.body.nextCursor}`)
      .set(admin.auth);
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    const all = await ctx.http.get('/api/admin/users?limit=100').set(admin.auth);
    expect(all.body.items.find((u: AdminUser) => u.id === mine.user.id)).toMatchObject({
      email: mine.user.email,
      role: 'company',
      subscriptionStatus: null,
    });
  });

  it('searches name or email, filters by role and state, and pages the narrowed list', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await signUp(ctx, 'candidate', `Zoë Search${tag} One`);
    const b = await signUp(ctx, 'company', `Search${tag} Air`);
    const c = await signUp(ctx, 'candidate', `Search${tag}_Three`);
    await ctx.deps.database.query('update users set email_verified_at = now() where id = $1', [
      c.user.id,
    ]);
    await signUp(ctx, 'candidate', 'Someone Else');
    const list = async (query: Record<string, string>) => {
      const res = await ctx.http.get('/api/admin/users').query(query).set(admin.auth);
      expect(res.status).toBe(200);
      return res.body as { items: AdminUser[]; nextCursor: string | null };
    };
    const ids = async (query: Record<string, string>) => (await list(query)).items.map((u) => u.id);
    expect(await ids({ q: `search${tag}` })).toEqual([c.user.id, b.user.id, a.user.id]);
    // By email too, and `_` typed is a character, not a wildcard.
    expect(await ids({ q: a.user.email.toUpperCase() })).toEqual([a.user.id]);
    expect(await ids({ q: `Search${tag}_` })).toEqual([c.user.id]);
    expect(await ids({ q: `search${tag}`, role: 'company' })).toEqual([b.user.id]);
    expect(await ids({ q: `search${tag}`, state: 'email_verified' })).toEqual([c.user.id]);
    expect(await ids({ q: `search${tag}`, role: 'candidate', state: 'email_unverified' })).toEqual([
      a.user.id,
    ]);
    expect(await ids({ q: `search${tag}`, state: 'company_unverified' })).toEqual([b.user.id]);
    const first = await list({ q: `search${tag}`, limit: '2' });
    expect(first.items.map((u) => u.id)).toEqual([c.user.id, b.user.id]);
    const second = await list({ q: `search${tag}`, limit: '2', cursor: first.nextCursor! });
    expect(second).toEqual({
      items: [expect.objectContaining({ id: a.user.id, disabled: false })],
      nextCursor: null,
    });
    const bad = await ctx.http
      .get('/api/admin/users')
      .query({ role: 'pilot', state: 'asleep' })
      .set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('deletes a user with their content and stored media objects', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await insertPitch(ctx.deps, candidate.user.id);
    const key = `media/job_video/${crypto.randomUUID()}.mp4`;
    const stored = await ctx.deps.storage.put(key, Readable.from([minimalMp4()]), 'video/mp4');
    await recordStoredObject(ctx.deps, candidate.user.id, 'job_video', stored);
    expect(
      (await ctx.http.delete(`/api/admin/users/${candidate.user.id}`).set(admin.auth)).status,
    ).toBe(204);
    expect(await userExists(ctx.deps, candidate.user.id)).toBe(false);
    expect(await ctx.deps.storage.stat(key)).toBeNull();
    const pitches = await ctx.deps.database.query(
      'select id from candidate_pitches where candidate_id = $1',
      [candidate.user.id],
    );
    expect(pitches).toEqual([]);
    // Their session is gone with them.
    expect((await ctx.http.get('/api/auth/me').set(candidate.auth)).status).toBe(401);
    const audit = await ctx.http.get('/api/admin/audit-log').set(admin.auth);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'user.delete',
        targetId: String(candidate.user.id),
        adminEmail: admin.user.email,
      }),
    );
  });

  it('never deletes an admin: neither itself nor another', async () => {
    const other = await insertAdmin(ctx.deps, 'another-admin-password');
    for (const id of [admin.user.id, other.id]) {
      const res = await ctx.http.delete(`/api/admin/users/${id}`).set(admin.auth);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ADMIN_PROTECTED');
      expect(await userExists(ctx.deps, id)).toBe(true);
    }
    expect((await ctx.http.delete('/api/admin/users/2147483000').set(admin.auth)).status).toBe(404);
  });
});

describe('company verification', () => {
  it('lets an admin set and clear the verified mark, which every company surface then shows; audited', async () => {
    const name = `Verified Air ${crypto.randomUUID().slice(0, 8)}`;
    const company = await signUp(ctx, 'company', name);
    const job = await insertJob(ctx.deps, company.user.id);
    const candidate = await signUp(ctx, 'candidate');
    const markOnJob = async () =>
      (await ctx.http.get(`/api/jobs/${job.id}`).set(candidate.auth)).body.companyVerified;
    expect(await markOnJob()).toBe(false);

    const set = await ctx.http
      .put(`/api/admin/companies/${company.user.id}/verification`)
      .set(admin.auth)
      .send({ verified: true });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: company.user.id, verified: true });
    expect(await markOnJob()).toBe(true);
    const companies = await ctx.http.get('/api/admin/companies').query({ q: name }).set(admin.auth);
    expect(companies.body.items).toEqual([{ id: company.user.id, name, verified: true }]);
    const audit = await ctx.http.get('/api/admin/audit-log').set(admin.auth);
    expect(audit.body.items[0]).toMatchObject({
      action: 'company.verify',
      targetId: String(company.user.id),
    });

    expect(
      (
        await ctx.http
          .put(`/api/admin/companies/${company.user.id}/verification`)
          .set(admin.auth)
          .send({ verified: false })
      ).body.verified,
    ).toBe(false);
    expect(await markOnJob()).toBe(false);
    // Only companies carry the mark.
    expect(
      (
        await ctx.http
          .put(`/api/admin/companies/${candidate.user.id}/verification`)
          .set(admin.auth)
          .send({ verified: true })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.http
          .put(`/api/admin/companies/${company.user.id}/verification`)
          .set(admin.auth)
          .send({ verified: 'yes' })
      ).status,
    ).toBe(400);
  });
});

describe('admin audit log', () => {
  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++) await ctx.http.post('/api/admin/totp/enroll').set(admin.auth);
    const first = await ctx.http.get('/api/admin/audit-log?limit=2').set(admin.auth);
    expect(first.body.items).toHaveLength(2);
    const second = await ctx.http
      .get(`/api/admin/audit-log?limit=2&cursor=${first.body.nextCursor}`)
      .set(admin.auth);
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    expect((await ctx.http.get('/api/admin/audit-log?cursor=bad').set(admin.auth)).status).toBe(
      400,
    );
  });

  it('filters by actor, action and a range of days, and names each actor', async () => {
    const other = await insertAdmin(ctx.deps, 'filter-admin-password');
    const otherAuth = await ctx.http
      .post('/api/admin-auth/login')
      .send({ email: other.email, password: 'filter-admin-password' });
    expect(otherAuth.status).toBe(200);
    await ctx.http
      .post('/api/admin/totp/enroll')
      .set({ Authorization: `Bearer ${otherAuth.body.token}` });
    await ctx.http
      .post('/api/admin-auth/login')
      .send({ email: other.email, password: 'wrong password!' });
    const list = async (query: Record<string, string | number>) => {
      const res = await ctx.http
        .get('/api/admin/audit-log')
        .query({ limit: 100, ...query })
        .set(admin.auth);
      expect(res.status).toBe(200);
      return res.body.items as AuditEntry[];
    };
    const byOther = await list({ actorId: other.id });
    expect(byOther.map((e) => e.action)).toEqual(['totp.enroll', 'admin.sign_in']);
    expect(byOther.every((e) => e.actorKind === 'admin' && e.adminEmail === other.email)).toBe(
      true,
    );
    const enrolments = await list({ action: 'totp.enroll', actorId: other.id });
    expect(enrolments).toHaveLength(1);
    const refused = (await list({ action: 'admin.sign_in_failed' })).filter(
      (e) => e.targetId === String(other.id),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        actorKind: 'visitor',
        adminEmail: null,
        targetEmail: other.email,
        details: expect.objectContaining({ reason: 'wrong password' }),
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list({ actorId: other.id, from: today, to: today })).toHaveLength(2);
    expect(await list({ actorId: other.id, from: '2000-01-01', to: '2000-01-31' })).toEqual([]);
    expect(await list({ actorId: other.id, to: '2000-01-31' })).toEqual([]);
    // An admin deleted later is named as such, not as a visitor.
    await ctx.deps.database.query('delete from users where id = $1', [other.id]);
    const gone = (await list({ action: 'totp.enroll' })).find((e) => e.id === enrolments[0]!.id);
    expect(gone).toMatchObject({ adminId: null, actorKind: 'deleted_admin' });
    for (const bad of [{ action: 'consent.exported' }, { from: '2026-02-30' }, { actorId: 'me' }]) {
      expect((await ctx.http.get('/api/admin/audit-log').query(bad).set(admin.auth)).status).toBe(
        400,
      );
    }
  });
});

describe('the audit log beside entries whose target is not an account', () => {
  it('lists a queue job (uuid target) next to user targets on every database', async () => {
    const { recordAudit } = await import('./audit.service');
    await recordAudit(ctx.deps.db, admin.user, {
      action: 'background_job.retry',
      targetType: 'background_job',
      targetId: '7d0c5f2e-4a57-4a8e-9a2b-0f1e2d3c4b5a',
    });
    await recordAudit(ctx.deps.db, admin.user, {
      action: 'user.delete',
      targetType: 'user',
      targetId: admin.user.id,
    });
    const audit = await ctx.http.get('/api/admin/audit-log?limit=100').set(admin.auth);
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((e: AuditEntry) => e.targetType)).toEqual(
      expect.arrayContaining(['background_job', 'user']),
    );
  });
});
