import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Cron } from 'croner';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import type { Locale } from '@takeoff/shared/locale';
import { users } from '../../db/schema/auth';
import { applications } from '../../db/schema/jobs';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { discardQueuedMail, queuedMailTo } from '../../test/mail-queue';
import { SmtpCapture } from '../../test/smtp-capture';
import { scheduledJobs } from '../../scheduler';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { startMailWorker } from '../mail/mail.worker';
import { formatWhen } from '../mail/mail-times';
import { VIDEO_ANSWER_TEMPLATES } from '../mail/video-answer-templates';
import { queueDueAnswerReminders } from './video-answers.reminders';

const DAY_MS = 86_400_000;
let ctx: TestContext;
let capture: SmtpCapture;
let worker: Awaited<ReturnType<typeof startMailWorker>>;
let company: SignedIn;
let job: { id: number; title: string };

beforeAll(async () => {
  capture = await new SmtpCapture().start();
  ctx = await createTestContext({
    SMTP_URL: capture.url,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  await discardQueuedMail(ctx);
  worker = await startMailWorker(ctx.deps);
  company = await signUp(ctx, 'company', 'Reminder Air');
  job = await postJob(ctx, company);
  await ctx.http
    .put(`/api/jobs/${job.id}/video-answers`)
    .set(company.auth)
    .send({
      enabled: true,
      questionSource: 'own',
      questions: ['Why this flight?', 'Where next?'],
      thinkingSeconds: 30,
      answerSeconds: 60,
      retakes: 1,
      deadlineDays: 7,
      allowUpload: false,
    })
    .expect(200);
});

afterAll(async () => {
  await worker?.stop();
  await capture?.stop();
});

/** A candidate who applied (and so was asked), their request moved to the given deadline, asked a week before. */
async function asked(
  deadlineAt: Date,
  options: { createdAt?: Date; locale?: Locale; timeZone?: string } = {},
) {
  const candidate = await signUp(ctx, 'candidate');
  if (options.locale || options.timeZone)
    await ctx.deps.db
      .update(users)
      .set({ locale: options.locale, timeZone: options.timeZone })
      .where(eq(users.id, candidate.user.id));
  await createPitch(ctx, candidate);
  const application = await applyTo(ctx, candidate, job.id);
  const mine = await ctx.http
    .get('/api/video-answer-requests/mine')
    .set(candidate.auth)
    .expect(200);
  const request = (mine.body as CandidateAnswerRequest[]).find(
    (r) => r.applicationId === application.id,
  )!;
  await ctx.deps.db
    .update(videoAnswerRequests)
    .set({
      deadlineAt,
      createdAt: options.createdAt ?? new Date(deadlineAt.getTime() - 7 * DAY_MS),
    })
    .where(eq(videoAnswerRequests.id, request.id));
  return { candidate, application, requestId: request.id };
}

const remindersTo = async (who: SignedIn) =>
  (await queuedMailTo(ctx, who.user.email)).filter((m) => m.template === 'video_answers_reminder');

const remindedAt = async (requestId: number) =>
  (
    await ctx.deps.db
      .select({ remindedAt: videoAnswerRequests.remindedAt })
      .from(videoAnswerRequests)
      .where(eq(videoAnswerRequests.id, requestId))
  )[0]!.remindedAt;

describe('the scheduled video answers reminder', () => {
  it('mails once, two days before the deadline, to open requests only, even with two instances', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const twoDays = new Date(now.getTime() + 2 * DAY_MS);
    const atEdge = await asked(twoDays, { locale: 'el', timeZone: 'Europe/Athens' });
    const justOutside = await asked(new Date(twoDays.getTime() + 1000));
    const lastSecond = await asked(new Date(now.getTime() + 1000), { locale: 'en' });
    const overdue = await asked(new Date(now.getTime() - 1000));
    const answered = await asked(new Date(now.getTime() + DAY_MS));
    await ctx.deps.db
      .update(videoAnswerRequests)
      .set({ completedAt: now })
      .where(eq(videoAnswerRequests.id, answered.requestId));
    const rejected = await asked(new Date(now.getTime() + DAY_MS));
    await ctx.deps.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, rejected.application.id));
    const hired = await asked(new Date(now.getTime() + DAY_MS));
    await ctx.deps.db
      .update(applications)
      .set({ status: 'hired' })
      .where(eq(applications.id, hired.application.id));
    // A one-day deadline: the invitation was sent inside the reminder's window, no reminder follows it.
    const shortDeadline = await asked(new Date(now.getTime() + DAY_MS), {
      createdAt: new Date(now.getTime() - 1000),
    });
    // A member reminded already: that was the one reminder.
    const byMember = await asked(new Date(now.getTime() + DAY_MS));
    await ctx.http
      .post(`/api/applications/${byMember.application.id}/video-answers/remind`)
      .set(company.auth)
      .expect(200);

    // Two instances run the job at the same moment.
    const other = await createTestContext();
    const [a, b] = await Promise.all([
      queueDueAnswerReminders(ctx.deps, now),
      queueDueAnswerReminders(other.deps, now),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    for (const due of [atEdge, lastSecond]) {
      expect(await remindersTo(due.candidate)).toHaveLength(1);
      expect((await remindedAt(due.requestId))?.getTime()).toBe(now.getTime());
    }
    for (const notDue of [justOutside, overdue, answered, rejected, hired, shortDeadline]) {
      expect(await remindersTo(notDue.candidate)).toHaveLength(0);
      expect(await remindedAt(notDue.requestId)).toBeNull();
    }
    expect(await remindersTo(byMember.candidate)).toHaveLength(1);

    // Run again (the next hour, a retried job): nothing more; the request just outside is now due, once.
    await queueDueAnswerReminders(ctx.deps, now);
    await queueDueAnswerReminders(other.deps, new Date(now.getTime() + 1000));
    await queueDueAnswerReminders(ctx.deps, new Date(now.getTime() + 1000));
    for (const due of [atEdge, lastSecond, justOutside])
      expect(await remindersTo(due.candidate)).toHaveLength(1);
    // Nor can a member send a second one afterwards.
    const again = await ctx.http
      .post(`/api/applications/${atEdge.application.id}/video-answers/remind`)
      .set(company.auth);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('VIDEO_ANSWERS_ALREADY_REMINDED');
    expect(await remindersTo(atEdge.candidate)).toHaveLength(1);

    // The deadline passed before the worker got to it (its last second): that reminder is not sent.
    const [late] = await remindersTo(lastSecond.candidate);
    await ctx.deps.db
      .update(videoAnswerRequests)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(videoAnswerRequests.id, lastSecond.requestId));
    const { stillWanted } = VIDEO_ANSWER_TEMPLATES.video_answers_reminder;
    expect(await stillWanted!(ctx.deps, late!.params as never, null)).toBe(false);

    // Sent in each candidate's language, with the real time left and the deadline in their zone, named.
    const reminderTo = async (who: SignedIn, subject: string) => {
      for (;;) {
        const mail = capture.to(who.user.email).find((m) => m.subject === subject);
        if (mail) return mail;
        await capture.waitFor(capture.received.length + 1);
      }
    };
    const greek = await reminderTo(
      atEdge.candidate,
      `Υπενθύμιση: οι απαντήσεις σας σε βίντεο για τη θέση ${job.title}`,
    );
    expect(greek.text).toContain(
      `Η εταιρεία Reminder Air περιμένει τις απαντήσεις σας σε 2 ερωτήσεις για τη θέση ${job.title}. ` +
        `Η προθεσμία λήγει σε 2 ημέρες: ${formatWhen(twoDays.toISOString(), 'el', 'Europe/Athens')}.`,
    );
    expect(greek.text).toContain('(Europe/Athens)');
    const english = await reminderTo(
      justOutside.candidate,
      `Reminder: your video answers for ${job.title}`,
    );
    expect(english.text).toContain('Reminder Air');
    expect(english.text).toContain(
      `The deadline is in 2 days: ${formatWhen(new Date(twoDays.getTime() + 1000).toISOString(), 'en', null)}.`,
    );
    expect(english.text).not.toContain('Υπενθύμιση');
  }, 60_000);

  it('says the real time left when a member reminds early, in the reader’s language and zone', async () => {
    const inFiveDays = new Date(Date.now() + 5 * DAY_MS + 3 * 3_600_000 + 20 * 60_000);
    const early = await asked(inFiveDays, { locale: 'en', timeZone: 'America/New_York' });
    await ctx.http
      .post(`/api/applications/${early.application.id}/video-answers/remind`)
      .set(company.auth)
      .expect(200);
    const subject = `Reminder: your video answers for ${job.title}`;
    let mail = capture.to(early.candidate.user.email).find((m) => m.subject === subject);
    while (!mail) {
      await capture.waitFor(capture.received.length + 1);
      mail = capture.to(early.candidate.user.email).find((m) => m.subject === subject);
    }
    expect(mail.text).toContain(
      `The deadline is in 5 days and 3 hours: ${formatWhen(inFiveDays.toISOString(), 'en', 'America/New_York')}.`,
    );
    expect(mail.text).toContain('(America/New_York)');
    expect(mail.text).not.toContain('two days');
  }, 60_000);

  it('is not sent when the candidate withdrew consent after it was queued', async () => {
    const inTwoDays = new Date(Date.now() + 2 * DAY_MS);
    const withdrawing = await asked(inTwoDays);
    const staying = await asked(inTwoDays);
    const { stillWanted } = VIDEO_ANSWER_TEMPLATES.video_answers_reminder;
    const params = (requestId: number) => ({
      requestId,
      candidateName: 'Ava',
      companyName: 'Reminder Air',
      jobTitle: job.title,
      questionCount: 2,
      deadlineAt: inTwoDays.toISOString(),
      submitted: [],
    });
    expect(await stillWanted!(ctx.deps, params(withdrawing.requestId), null)).toBe(true);
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(withdrawing.candidate.auth)
      .send({ consentGiven: false })
      .expect(201);
    expect(await stillWanted!(ctx.deps, params(withdrawing.requestId), null)).toBe(false);
    expect(await stillWanted!(ctx.deps, params(staying.requestId), null)).toBe(true);
  });

  it('runs hourly, and at start to catch up', () => {
    const job = scheduledJobs(ctx.deps).find((j) => j.name === 'video-answer-reminders')!;
    expect(job.runOnStart).toBe(true);
    const cron = new Cron(job.pattern, { timezone: job.timezone ?? 'UTC' });
    const first = cron.nextRun(new Date('2026-11-25T12:00:00Z'))!;
    const second = cron.nextRun(first)!;
    expect(second.getTime() - first.getTime()).toBe(3_600_000);
  });
});
