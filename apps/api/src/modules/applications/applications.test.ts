import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { applicationEvents, applications } from '../../db/schema/jobs';
import { applyTo, createPitch, postJob } from './test-factories';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Harbor Airlines');
  otherCompany = await signUp(ctx, 'company');
});

const pitchedCandidate = async (name = 'Ada Lovelace') => {
  const candidate = await signUp(ctx, 'candidate', name);
  await createPitch(ctx, candidate, { moodScore: 4.2, confidenceScore: 3.8 });
  return candidate;
};
const applicationCount = async () =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;

describe('applying', () => {
  it('refuses a candidate without a pitch with the seeds’ message, and changes nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const job = await postJob(ctx, company);
    const before = await applicationCount();
    const res = await ctx.http
      .post('/api/applications')
      .set(candidate.auth)
      .send({ jobId: job.id });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'PITCH_REQUIRED',
      message: 'Video Pitch Required: Please create a video pitch before applying to jobs.',
    });
    expect(await applicationCount()).toBe(before);
  });

  it('creates a pending application for the caller (ignoring candidateId and status), logs it and notifies the company', async () => {
    const candidate = await pitchedCandidate();
    const job = await postJob(ctx, company);
    const before = ctx.emitted.length;
    const res = await ctx.http.post('/api/applications').set(candidate.auth).send({
      jobId: job.id,
      candidateId: otherCompany.user.id,
      status: 'hired',
      coverMessage: ' Keen to fly ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId: job.id,
      candidateId: candidate.user.id,
      status: 'pending',
      coverMessage: 'Keen to fly',
      companyName: 'Harbor Airlines',
    });
    const events = await ctx.deps.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, res.body.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'pending' }]);
    const pushed = ctx.emitted.slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      to: { userId: company.user.id },
      event: 'notification:new_application',
      notification: { entityType: 'application', entityId: res.body.id },
    });
  });

  it('allows one application per job: a second gets 409 with a clear message', async () => {
    const candidate = await pitchedCandidate();
    const job = await postJob(ctx, company);
    await applyTo(ctx, candidate, job.id);
    const again = await ctx.http
      .post('/api/applications')
      .set(candidate.auth)
      .send({ jobId: job.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: 'You have already applied to this job.',
    });
  });

  it('settles two simultaneous applies to one row', async () => {
    const candidate = await pitchedCandidate();
    const job = await postJob(ctx, company);
    const results = await Promise.all(
      [0, 1].map(() =>
        ctx.http.post('/api/applications').set(candidate.auth).send({ jobId: job.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await ctx.deps.db.select().from(applications).where(eq(applications.jobId, job.id)),
    ).toHaveLength(1);
  });

  it('refuses closed (409), deleted (404) jobs and bad input (400)', async () => {
    const candidate = await pitchedCandidate();
    const closed = await postJob(ctx, company, { status: 'closed' });
    const closedRes = await ctx.http
      .post('/api/applications')
      .set(candidate.auth)
      .send({ jobId: closed.id });
    expect(closedRes.status).toBe(409);
    expect(closedRes.body.code).toBe('JOB_CLOSED');
    const gone = await postJob(ctx, company);
    await ctx.http.delete(`/api/jobs/${gone.id}`).set(company.auth);
    expect(
      (await ctx.http.post('/api/applications').set(candidate.auth).send({ jobId: gone.id }))
        .status,
    ).toBe(404);
    for (const body of [
      {},
      { jobId: 'x' },
      { jobId: -1 },
      { jobId: gone.id, coverMessage: 'x'.repeat(2001) },
    ]) {
      expect((await ctx.http.post('/api/applications').set(candidate.auth).send(body)).status).toBe(
        400,
      );
    }
  });
});

describe('listing', () => {
  it('shows a company the applications to its jobs and a candidate their own, newest first', async () => {
    const own = await signUp(ctx, 'company');
    const candidate = await pitchedCandidate();
    const jobA = await postJob(ctx, own);
    const jobB = await postJob(ctx, own);
    const elsewhere = await postJob(ctx, otherCompany);
    const first = await applyTo(ctx, candidate, jobA.id);
    const second = await applyTo(ctx, candidate, jobB.id);
    const third = await applyTo(ctx, candidate, elsewhere.id);
    const forCompany = await ctx.http.get('/api/applications').set(own.auth);
    expect(forCompany.body.items.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    const forCandidate = await ctx.http.get('/api/applications?limit=2').set(candidate.auth);
    expect(forCandidate.body.items.map((a: { id: number }) => a.id)).toEqual([third.id, second.id]);
    const next = await ctx.http
      .get(`/api/applications?limit=2&cursor=${forCandidate.body.nextCursor}`)
      .set(candidate.auth);
    expect(next.body.items.map((a: { id: number }) => a.id)).toEqual([first.id]);
    expect(forCompany.body.items[0]).not.toHaveProperty('candidateName');
    expect(forCompany.body.items[0]).not.toHaveProperty('candidateEmail');
  });

  it("gives a company its jobs with applicants' name, email, pitch scores and cover message", async () => {
    const own = await signUp(ctx, 'company');
    const candidate = await pitchedCandidate('Grace Hopper');
    const job = await postJob(ctx, own);
    await postJob(ctx, own, { title: 'Nobody applied' });
    await applyTo(ctx, candidate, job.id, 'Cover note');
    const res = await ctx.http
      .get(`/api/companies/${own.user.id}/jobs-with-applications`)
      .set(own.auth);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const withApps = res.body.items.find((j: { id: number }) => j.id === job.id);
    expect(withApps.applications).toMatchObject([
      {
        jobId: job.id,
        jobTitle: job.title,
        companyId: own.user.id,
        companyName: own.user.name,
        candidateId: candidate.user.id,
        candidateName: 'Grace Hopper',
        candidateEmail: candidate.user.email,
        coverMessage: 'Cover note',
        status: 'pending',
        pitch: {
          title: 'Backend engineer',
          moodScore: 4.2,
          confidenceScore: 3.8,
          notAnalysed: false,
        },
      },
    ]);
    // The board shows no description: the job comes without it.
    expect(withApps).toMatchObject({
      id: job.id,
      title: job.title,
      status: 'live',
      flightNumber: job.flightNumber,
    });
    expect(withApps).not.toHaveProperty('description');
    expect(
      (
        await ctx.http
          .get(`/api/companies/${own.user.id}/jobs-with-applications`)
          .set(otherCompany.auth)
      ).status,
    ).toBe(403);
  });
});

describe('withdrawing', () => {
  it('lets a candidate withdraw a pending application (and apply again), not one the company moved', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await createPitch(ctx, candidate);
    const job = await postJob(ctx, company);
    const application = await applyTo(ctx, candidate, job.id);
    expect(
      (await ctx.http.delete(`/api/applications/${application.id}`).set(candidate.auth)).status,
    ).toBe(204);
    expect((await ctx.http.get('/api/applications').set(candidate.auth)).body.items).toEqual([]);
    expect(
      await ctx.deps.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, application.id)),
    ).toEqual([]);
    const again = await applyTo(ctx, candidate, job.id);
    await ctx.http
      .patch(`/api/applications/${again.id}/status`)
      .set(company.auth)
      .send({ status: 'reviewed' })
      .expect(200);
    const moved = await ctx.http.delete(`/api/applications/${again.id}`).set(candidate.auth);
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('NOT_PENDING');
    expect(
      await ctx.deps.db.select().from(applications).where(eq(applications.id, again.id)),
    ).toHaveLength(1);
  });
});

describe('pipeline', () => {
  it('moves an application through the stages, timestamping every move', async () => {
    const candidate = await pitchedCandidate();
    const job = await postJob(ctx, company);
    const application = await applyTo(ctx, candidate, job.id);
    for (const status of ['reviewed', 'shortlisted', 'interviewing', 'hired']) {
      const res = await ctx.http
        .patch(`/api/applications/${application.id}/status`)
        .set(company.auth)
        .send({ status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const events = await ctx.deps.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(applicationEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'reviewed'],
      ['reviewed', 'shortlisted'],
      ['shortlisted', 'interviewing'],
      ['interviewing', 'hired'],
    ]);
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true);
  });

  it('refuses no-op moves (409), unknown stages (400), other companies (403) and candidates (403)', async () => {
    const candidate = await pitchedCandidate();
    const job = await postJob(ctx, company);
    const application = await applyTo(ctx, candidate, job.id);
    const url = `/api/applications/${application.id}/status`;
    expect((await ctx.http.patch(url).set(company.auth).send({ status: 'pending' })).status).toBe(
      409,
    );
    expect((await ctx.http.patch(url).set(company.auth).send({ status: 'promoted' })).status).toBe(
      400,
    );
    expect(
      (await ctx.http.patch(url).set(otherCompany.auth).send({ status: 'hired' })).status,
    ).toBe(403);
    expect((await ctx.http.patch(url).set(candidate.auth).send({ status: 'hired' })).status).toBe(
      403,
    );
    expect(
      (
        await ctx.http
          .patch('/api/applications/2147483000/status')
          .set(company.auth)
          .send({ status: 'hired' })
      ).status,
    ).toBe(404);
    const [row] = await ctx.deps.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row!.status).toBe('pending');
  });
});

describe('company stats', () => {
  it('counts real rows: active jobs, applications, hires, the funnel and median time to hire', async () => {
    const own = await signUp(ctx, 'company');
    const live = await postJob(ctx, own);
    await postJob(ctx, own, { status: 'boarding' });
    await postJob(ctx, own, { status: 'closed' });
    const [hired, rejected, pending] = [
      await pitchedCandidate(),
      await pitchedCandidate(),
      await pitchedCandidate(),
    ];
    const hiredApp = await applyTo(ctx, hired, live.id);
    const rejectedApp = await applyTo(ctx, rejected, live.id);
    await applyTo(ctx, pending, live.id);
    const move = (id: number, status: string) =>
      ctx.http.patch(`/api/applications/${id}/status`).set(own.auth).send({ status });
    await move(hiredApp.id, 'interviewing');
    await move(hiredApp.id, 'hired');
    await move(rejectedApp.id, 'reviewed');
    await move(rejectedApp.id, 'rejected');
    // Two days between application and hire.
    await ctx.deps.db
      .update(applications)
      .set({ appliedAt: sql`now() - interval '2 days'` })
      .where(eq(applications.id, hiredApp.id));
    const res = await ctx.http.get(`/api/companies/${own.user.id}/stats`).set(own.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activeJobs: 2, applications: 3, interviews: 0, hires: 1 });
    expect(res.body.funnel).toEqual([
      { status: 'pending', count: 3 },
      { status: 'reviewed', count: 2 },
      { status: 'shortlisted', count: 1 },
      { status: 'interviewing', count: 1 },
      { status: 'hired', count: 1 },
    ]);
    // Where they are now: one waiting, one hired, one rejected — nobody stands in the stages they passed through.
    expect(res.body.pipeline).toEqual([
      { status: 'pending', count: 1 },
      { status: 'reviewed', count: 0 },
      { status: 'shortlisted', count: 0 },
      { status: 'interviewing', count: 0 },
      { status: 'hired', count: 1 },
      { status: 'rejected', count: 1 },
    ]);
    expect(res.body.medianTimeToHireDays).toBeCloseTo(2, 1);
  });

  it('starts at zero for a new company', async () => {
    const fresh = await signUp(ctx, 'company');
    const res = await ctx.http.get(`/api/companies/${fresh.user.id}/stats`).set(fresh.auth);
    expect(res.body).toMatchObject({
      activeJobs: 0,
      applications: 0,
      interviews: 0,
      hires: 0,
      medianTimeToHireDays: null,
    });
  });
});
