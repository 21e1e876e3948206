import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CLOSING_TEXTS,
  RECORD_MIN_APPLICATIONS,
  recordFigures,
  type ApplicationTimeline,
  type ResponseRecord,
} from '@takeoff/shared/response-promise';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { applicationEvents, applications } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { applicationPromises, responseRecords, talentPool } from '../../db/schema/response-promise';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';
import { closeExpired, sendReminders } from './promise-clock.service';
import { refreshResponseRecords } from './response-record.service';
import { startPromiseClock } from './response-promise.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let company: SignedIn;
let job: { id: number; title: string };
beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Promise Air');
  job = await postJob(ctx, company, { title: 'Gate Agent' });
});

const candidateWithPitch = async (name = 'Nora Vale') => {
  const candidate = await signUp(ctx, 'candidate', name);
  await createPitch(ctx, candidate);
  return candidate;
};

/** Moves an application's clock: applied and due at the given instants (the clock is data, not wall time). */
async function setClock(applicationId: number, appliedAt: Date, dueAt: Date) {
  await ctx.deps.db
    .update(applicationPromises)
    .set({ appliedAt, dueAt })
    .where(eq(applicationPromises.applicationId, applicationId));
  await ctx.deps.db
    .update(applications)
    .set({ appliedAt })
    .where(eq(applications.id, applicationId));
}

const promiseOf = async (applicationId: number) =>
  (
    await ctx.deps.db
      .select()
      .from(applicationPromises)
      .where(eq(applicationPromises.applicationId, applicationId))
  )[0]!;

const timelineOf = async (candidate: SignedIn, applicationId: number) => {
  const res = await ctx.http.get(`/api/applications/${applicationId}/timeline`).set(candidate.auth);
  expect(res.status).toBe(200);
  return res.body as ApplicationTimeline;
};

describe('the promise and its settings', () => {
  it('defaults to 14 days; the owner sets 3–30 days and a closing text per language', async () => {
    const owner = await signUp(ctx, 'company', 'Settings Air');
    const initial = await ctx.http.get('/api/org/response-promise').set(owner.auth);
    expect(initial.body).toMatchObject({
      promiseDays: 14,
      closingTexts: { en: null, el: null },
      defaultClosingTexts: DEFAULT_CLOSING_TEXTS,
    });
    for (const promiseDays of [2, 31, 7.5])
      expect(
        (
          await ctx.http
            .put('/api/org/response-promise')
            .set(owner.auth)
            .send({ promiseDays, closingTexts: { en: null, el: null } })
        ).status,
      ).toBe(400);
    const saved = await ctx.http
      .put('/api/org/response-promise')
      .set(owner.auth)
      .send({ promiseDays: 7, closingTexts: { en: '  Thanks from {company}  ', el: null } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      promiseDays: 7,
      closingTexts: { en: 'Thanks from {company}', el: null },
    });
  });

  it('a recruiter reads it but may not change it; an interviewer may not read it', async () => {
    const owner = await signUp(ctx, 'company', 'Roles Air');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    const interviewer = await addMember(ctx, owner, 'interviewer');
    expect((await ctx.http.get('/api/org/response-promise').set(recruiter.auth)).status).toBe(200);
    expect((await ctx.http.get('/api/org/response-promise').set(interviewer.auth)).status).toBe(
      403,
    );
    const refused = await ctx.http
      .put('/api/org/response-promise')
      .set(recruiter.auth)
      .send({ promiseDays: 3, closingTexts: { en: null, el: null } });
    expect(refused.status).toBe(403);
    expect((await ctx.http.get('/api/org/response-promise').set(owner.auth)).body.promiseDays).toBe(
      14,
    );
  });

  it('fixes the due time at the application: the promise of the moment, exactly days × 24 h', async () => {
    const owner = await signUp(ctx, 'company', 'Seven Days Air');
    await ctx.http
      .put('/api/org/response-promise')
      .set(owner.auth)
      .send({ promiseDays: 7, closingTexts: { en: null, el: null } });
    const flight = await postJob(ctx, owner);
    const candidate = await candidateWithPitch();
    const application = await applyTo(ctx, candidate, flight.id);
    const clock = await promiseOf(application.id);
    expect(clock.dueAt.getTime() - clock.appliedAt.getTime()).toBe(7 * DAY);
    // A later change does not move an application already sent.
    await ctx.http
      .put('/api/org/response-promise')
      .set(owner.auth)
      .send({ promiseDays: 30, closingTexts: { en: null, el: null } });
    expect((await promiseOf(application.id)).dueAt).toEqual(clock.dueAt);
  });

  it('is the same instant in every time zone, across a daylight-saving change', async () => {
    const candidate = await candidateWithPitch();
    const other = await postJob(ctx, company);
    const application = await applyTo(ctx, candidate, other.id);
    await ctx.deps.db
      .delete(applicationPromises)
      .where(eq(applicationPromises.applicationId, application.id));
    // Athens leaves summer time on 25 October 2026 at 01:00 UTC: 14 calendar days there are 14 × 24 h + 1 h.
    const appliedAt = new Date('2026-10-20T21:30:00.000Z');
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Europe/Athens'`);
      await startPromiseClock(tx, { id: application.id, orgId: company.user.id, appliedAt });
    });
    const clock = await promiseOf(application.id);
    expect(clock.dueAt.toISOString()).toBe('2026-11-03T21:30:00.000Z');
  });
});

describe('the promise clock', () => {
  it('closes exactly at the due time, not a millisecond before', async () => {
    const candidate = await candidateWithPitch();
    const application = await applyTo(ctx, candidate, job.id);
    const due = new Date(Date.now() - HOUR);
    await setClock(application.id, new Date(due.getTime() - 14 * DAY), due);
    await closeExpired(ctx.deps, new Date(due.getTime() - 1));
    expect((await promiseOf(application.id)).closedAt).toBeNull();
    await closeExpired(ctx.deps, due);
    expect((await promiseOf(application.id)).closedAt).toEqual(due);
    const timeline = await timelineOf(candidate, application.id);
    expect(timeline.status).toBe('rejected');
    expect(timeline.promise).toMatchObject({
      closedNoAnswer: true,
      answered: false,
      daysLeft: null,
    });
    expect(timeline.entries.map((e) => e.kind)).toEqual(['applied', 'closed']);
  });

  it('a company that answers by message, by interview or by a stage move has answered: nothing is closed', async () => {
    const byMessage = await candidateWithPitch();
    const byInterview = await candidateWithPitch();
    const byMove = await candidateWithPitch();
    const apps = {
      message: await applyTo(ctx, byMessage, job.id),
      interview: await applyTo(ctx, byInterview, job.id),
      stage: await applyTo(ctx, byMove, job.id),
    };
    expect(
      (
        await ctx.http.post('/api/messages').set(company.auth).send({
          toCandidateId: byMessage.user.id,
          subject: 'Hello',
          body: 'Thanks, we are reading it.',
        })
      ).status,
    ).toBe(201);
    const interview = await ctx.http
      .post('/api/interviews')
      .set(company.auth)
      .send({
        candidateId: byInterview.user.id,
        jobId: job.id,
        scheduledAt: new Date(Date.now() + 3 * DAY).toISOString(),
      });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    expect(
      (
        await ctx.http
          .patch(`/api/applications/${apps.stage.id}/status`)
          .set(company.auth)
          .send({ status: 'reviewed' })
      ).status,
    ).toBe(200);
    const now = new Date(Date.now() + 15 * DAY);
    // Only these three are moved into the past: other files' applications keep their own clocks.
    for (const a of Object.values(apps))
      await setClock(a.id, new Date(now.getTime() - 20 * DAY), new Date(Date.now() - HOUR));
    await closeExpired(ctx.deps, new Date());
    for (const [kind, a] of Object.entries(apps)) {
      expect((await promiseOf(a.id)).closedAt, kind).toBeNull();
    }
    const timeline = await timelineOf(byMessage, apps.message.id);
    expect(timeline.promise).toMatchObject({ answered: true, daysLeft: null });
    expect(timeline.entries.at(-1)).toMatchObject({ kind: 'answered', answer: 'message' });
    // Scheduling may also move the card to "interviewing" in the same instant: either way it is answered.
    expect((await timelineOf(byInterview, apps.interview.id)).promise).toMatchObject({
      answered: true,
      closedNoAnswer: false,
    });
    expect((await timelineOf(byMove, apps.stage.id)).entries.at(-1)).toMatchObject({
      kind: 'stage',
      status: 'reviewed',
    });
  });

  it('closes once across two runners at the same time: one event, one message in-app and by mail, in the candidate’s language', async () => {
    const owner = await signUp(ctx, 'company', 'Twice Air');
    await ctx.http
      .put('/api/org/response-promise')
      .set(owner.auth)
      .send({
        promiseDays: 5,
        closingTexts: { en: 'Thank you from {company} for {job}.', el: null },
      });
    const flight = await postJob(ctx, owner, { title: 'Ramp Lead' });
    const greek = await candidateWithPitch('Eleni Greek');
    expect((await ctx.http.patch('/api/me').set(greek.auth).send({ locale: 'el' })).status).toBe(
      200,
    );
    const english = await candidateWithPitch('Ed English');
    const apps = [await applyTo(ctx, greek, flight.id), await applyTo(ctx, english, flight.id)];
    const due = new Date(Date.now() - 2 * HOUR);
    for (const a of apps) await setClock(a.id, new Date(due.getTime() - 5 * DAY), due);
    const now = new Date();
    const [first, second] = await Promise.all([
      closeExpired(ctx.deps, now),
      closeExpired(ctx.deps, now),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    for (const a of apps) {
      const events = await ctx.deps.db
        .select()
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, a.id),
            eq(applicationEvents.toStatus, 'rejected'),
          ),
        );
      expect(events).toHaveLength(1);
      expect(events[0]!.actorId).toBeNull();
    }
    // A third run (a retried job) changes nothing.
    await closeExpired(ctx.deps, new Date());
    const told = async (who: SignedIn) =>
      ctx.deps.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, who.user.id),
            eq(notifications.type, 'application_closed'),
          ),
        );
    const [greekNote] = await told(greek);
    expect(await told(greek)).toHaveLength(1);
    expect(greekNote!.message).toBe(
      DEFAULT_CLOSING_TEXTS.el.replace('{job}', 'Ramp Lead').replace('{company}', 'Twice Air'),
    );
    expect(greekNote!.title).toBe('Η αίτησή σας για Ramp Lead');
    const [englishNote] = await told(english);
    expect(await told(english)).toHaveLength(1);
    expect(englishNote!.message).toBe('Thank you from Twice Air for Ramp Lead.');
    const mails = (await queuedMailTo(ctx, greek.user.email)).filter(
      (m) => m.template === 'application_closed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.params).toMatchObject({
      texts: { en: 'Thank you from Twice Air for Ramp Lead.' },
      feedback: null,
    });
  });

  it('reminds the organisation and the flight’s assigned interviewer once, before the promise runs out', async () => {
    const owner = await signUp(ctx, 'company', 'Reminder Air');
    const interviewer = await addMember(ctx, owner, 'interviewer', 'Ines Interviewer');
    const flight = await postJob(ctx, owner, { title: 'Dispatcher' });
    expect(
      (
        await ctx.http
          .put(`/api/jobs/${flight.id}/interviewers`)
          .set(owner.auth)
          .send({ memberIds: [interviewer.user.id] })
      ).status,
    ).toBe(200);
    const candidate = await candidateWithPitch('Rita Reminded');
    const application = await applyTo(ctx, candidate, flight.id);
    const now = new Date();
    await setClock(
      application.id,
      new Date(now.getTime() - 13 * DAY),
      new Date(now.getTime() + DAY),
    );
    await sendReminders(ctx.deps, now);
    await sendReminders(ctx.deps, new Date(now.getTime() + HOUR));
    const reminders = await ctx.deps.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(
        and(eq(notifications.type, 'promise_reminder'), eq(notifications.entityId, application.id)),
      );
    expect(reminders.map((r) => r.recipientId).sort()).toEqual(
      [owner.user.id, interviewer.user.id].sort(),
    );
    const mails = (await queuedMailTo(ctx, owner.user.email)).filter(
      (m) => m.template === 'promise_reminder',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.params).toMatchObject({
      applications: [{ jobTitle: 'Dispatcher', candidateName: 'Rita Reminded' }],
    });
  });
});

describe('viewing, rejecting and the timeline', () => {
  it('records the first time a member opens the application, once', async () => {
    const candidate = await candidateWithPitch();
    const application = await applyTo(ctx, candidate, job.id);
    const first = await ctx.http
      .post(`/api/applications/${application.id}/viewed`)
      .set(company.auth);
    expect(first.status).toBe(200);
    const again = await ctx.http
      .post(`/api/applications/${application.id}/viewed`)
      .set(company.auth);
    expect(again.body.firstViewedAt).toBe(first.body.firstViewedAt);
    const timeline = await timelineOf(candidate, application.id);
    expect(timeline.entries.map((e) => e.kind)).toEqual(['applied', 'viewed']);
    expect(timeline.promise).toMatchObject({ days: 14, daysLeft: 14, answered: false });
    const stranger = await signUp(ctx, 'company');
    expect(
      (await ctx.http.post(`/api/applications/${application.id}/viewed`).set(stranger.auth)).status,
    ).toBe(404);
    expect(
      (await ctx.http.get(`/api/applications/${application.id}/timeline`).set(stranger.auth))
        .status,
    ).toBe(403);
    const otherCandidate = await candidateWithPitch();
    expect(
      (await ctx.http.get(`/api/applications/${application.id}/timeline`).set(otherCandidate.auth))
        .status,
    ).toBe(404);
  });

  it('rejecting sends the closing text with a personal note and keeps the candidate in the talent pool', async () => {
    const candidate = await candidateWithPitch('Pia Pool');
    const application = await applyTo(ctx, candidate, job.id);
    const res = await ctx.http
      .post(`/api/applications/${application.id}/reject`)
      .set(company.auth)
      .send({ feedback: '  Your pitch was strong.  ', keepInTalentPool: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: application.id, status: 'rejected' });
    const [note] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, candidate.user.id),
          eq(notifications.type, 'application_closed'),
        ),
      );
    expect(note!.message).toBe(
      `${DEFAULT_CLOSING_TEXTS.en.replace('{job}', 'Gate Agent').replace('{company}', 'Promise Air')}\n\nYour pitch was strong.`,
    );
    const pool = await ctx.deps.db
      .select()
      .from(talentPool)
      .where(
        and(eq(talentPool.orgId, company.user.id), eq(talentPool.candidateId, candidate.user.id)),
      );
    expect(pool).toHaveLength(1);
    const timeline = await timelineOf(candidate, application.id);
    expect(timeline.promise).toMatchObject({ answered: true, closedNoAnswer: false });
    expect(timeline.entries.at(-1)).toMatchObject({ kind: 'stage', status: 'rejected' });
    const again = await ctx.http
      .post(`/api/applications/${application.id}/reject`)
      .set(company.auth)
      .send({ keepInTalentPool: false });
    expect(again.status).toBe(409);
    expect(
      await ctx.deps.db
        .select()
        .from(talentPool)
        .where(eq(talentPool.candidateId, candidate.user.id)),
    ).toHaveLength(1);
  });

  it('the pipeline marks whom the organisation kept in its talent pool, and no one else’s pool', async () => {
    const owner = await signUp(ctx, 'company', 'Pool Air');
    const flight = await postJob(ctx, owner, { title: 'Pool Pilot' });
    const kept = await candidateWithPitch('Kept Kim');
    const letGo = await candidateWithPitch('Gone Gus');
    const keptApp = await applyTo(ctx, kept, flight.id);
    const goneApp = await applyTo(ctx, letGo, flight.id);
    for (const [application, keepInTalentPool] of [
      [keptApp, true],
      [goneApp, false],
    ] as const)
      expect(
        (
          await ctx.http
            .post(`/api/applications/${application.id}/reject`)
            .set(owner.auth)
            .send({ keepInTalentPool })
        ).status,
      ).toBe(200);
    // The same candidate applies to another organisation: its pipeline does not learn of Pool Air's pool.
    const other = await signUp(ctx, 'company', 'Other Pool Air');
    const otherFlight = await postJob(ctx, other);
    const elsewhere = await applyTo(ctx, kept, otherFlight.id);
    const flagOf = async (who: SignedIn, applicationId: number) => {
      const res = await ctx.http
        .get(`/api/companies/${who.user.id}/jobs-with-applications`)
        .set(who.auth);
      expect(res.status).toBe(200);
      const cards = (
        res.body as { items: { applications: { id: number; inTalentPool: boolean }[] }[] }
      ).items.flatMap((j) => j.applications);
      return cards.find((a) => a.id === applicationId)?.inTalentPool;
    };
    expect(await flagOf(owner, keptApp.id)).toBe(true);
    expect(await flagOf(owner, goneApp.id)).toBe(false);
    expect(await flagOf(other, elsewhere.id)).toBe(false);
  });

  it('refuses a feedback too long or unknown fields, and changes nothing', async () => {
    const candidate = await candidateWithPitch();
    const application = await applyTo(ctx, candidate, job.id);
    for (const body of [
      { keepInTalentPool: true, feedback: 'x'.repeat(2001) },
      { keepInTalentPool: 'yes' },
      { keepInTalentPool: true, status: 'hired' },
    ]) {
      const res = await ctx.http
        .post(`/api/applications/${application.id}/reject`)
        .set(company.auth)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBeTypeOf('string');
    }
    const [row] = await ctx.deps.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row!.status).toBe('pending');
  });
});

describe('the record', () => {
  /**
   * A company with known answers: `spec` gives, per application, the hours from applying to the first answer
   * (null: none), with a 10-day promise applied `ago` days before now.
   */
  async function companyWithRecord(
    name: string,
    spec: { answerAfterHours: number | null; ago: number }[],
  ) {
    const owner = await signUp(ctx, 'company', name);
    await ctx.http
      .put('/api/org/response-promise')
      .set(owner.auth)
      .send({ promiseDays: 10, closingTexts: { en: null, el: null } });
    const flight = await postJob(ctx, owner);
    const now = new Date();
    const inputs = [];
    for (const item of spec) {
      const candidate = await candidateWithPitch();
      const application = await applyTo(ctx, candidate, flight.id);
      const appliedAt = new Date(now.getTime() - item.ago * DAY);
      const dueAt = new Date(appliedAt.getTime() + 10 * DAY);
      await setClock(application.id, appliedAt, dueAt);
      let answeredAt: Date | null = null;
      if (item.answerAfterHours !== null) {
        answeredAt = new Date(appliedAt.getTime() + item.answerAfterHours * HOUR);
        await ctx.deps.db.insert(applicationEvents).values({
          applicationId: application.id,
          fromStatus: 'pending',
          toStatus: 'reviewed',
          actorId: owner.user.id,
          createdAt: answeredAt,
        });
      }
      inputs.push({ appliedAt, dueAt, answeredAt });
    }
    return { owner, inputs, now };
  }

  it('computes the share answered in time and the median on a data set with known answers', async () => {
    // 12 applications: 8 answered in time (12 h … 9 days), 2 answered late (11 and 12 days), 1 never answered and
    // past its promise (counts against), 1 still within its promise (not counted yet), 1 older than 90 days.
    const spec = [
      { answerAfterHours: 12, ago: 30 },
      { answerAfterHours: 24, ago: 30 },
      { answerAfterHours: 36, ago: 40 },
      { answerAfterHours: 48, ago: 40 },
      { answerAfterHours: 72, ago: 50 },
      { answerAfterHours: 96, ago: 50 },
      { answerAfterHours: 120, ago: 60 },
      { answerAfterHours: 216, ago: 60 },
      { answerAfterHours: 264, ago: 70 },
      { answerAfterHours: 288, ago: 70 },
      { answerAfterHours: null, ago: 20 },
      { answerAfterHours: null, ago: 2 },
      { answerAfterHours: 1, ago: 95 },
    ];
    const { owner, inputs } = await companyWithRecord('Record Air', spec);
    const now = new Date();
    await refreshResponseRecords(ctx.deps, now);
    const [row] = await ctx.deps.db
      .select()
      .from(responseRecords)
      .where(eq(responseRecords.orgId, owner.user.id));
    // By hand: 11 decided, 8 in time; the 10 answer times sorted, the median is (72 + 96) / 2 = 84 hours.
    expect(row).toMatchObject({ decided: 11, answeredInTime: 8 });
    expect(row!.medianHours).toBeCloseTo(84, 3);
    // And the shared reference rule agrees (the 95-day-old one is outside the window).
    const reference = recordFigures(inputs.slice(0, 12), now);
    expect(reference).toEqual({ decided: 11, answeredInTime: 8, medianHours: 84 });
    const res = await ctx.http.get(`/api/companies/${owner.user.id}/response-record`);
    expect(res.status).toBe(200);
    expect(res.body as ResponseRecord).toEqual({
      companyId: owner.user.id,
      promiseDays: 10,
      figures: { applications: 11, answeredInTimePercent: 73, medianDays: 3.5 },
    });
  });

  it(`shows no figures below ${RECORD_MIN_APPLICATIONS} applications`, async () => {
    const spec = Array.from({ length: RECORD_MIN_APPLICATIONS - 1 }, () => ({
      answerAfterHours: 5,
      ago: 20,
    }));
    const { owner } = await companyWithRecord('Small Air', spec);
    await refreshResponseRecords(ctx.deps, new Date());
    const [row] = await ctx.deps.db
      .select()
      .from(responseRecords)
      .where(eq(responseRecords.orgId, owner.user.id));
    expect(row!.decided).toBe(RECORD_MIN_APPLICATIONS - 1);
    const res = await ctx.http.get(`/api/companies/${owner.user.id}/response-record`);
    expect(res.body).toMatchObject({ figures: null });
  });

  it('an automatic closure counts against the record', async () => {
    const { owner } = await companyWithRecord(
      'Closing Air',
      Array.from({ length: 10 }, () => ({ answerAfterHours: 2, ago: 30 })),
    );
    const flight = await postJob(ctx, owner);
    const candidate = await candidateWithPitch();
    const application = await applyTo(ctx, candidate, flight.id);
    const due = new Date(Date.now() - HOUR);
    await setClock(application.id, new Date(due.getTime() - 10 * DAY), due);
    await closeExpired(ctx.deps, new Date());
    await refreshResponseRecords(ctx.deps, new Date());
    const res = await ctx.http.get(`/api/companies/${owner.user.id}/response-record`);
    expect(res.body.figures).toEqual({
      applications: 11,
      answeredInTimePercent: 91,
      medianDays: 0.1,
    });
  });

  it('a page that is not a company is not found', async () => {
    const candidate = await signUp(ctx, 'candidate');
    expect((await ctx.http.get(`/api/companies/${candidate.user.id}/response-record`)).status).toBe(
      404,
    );
  });
});
