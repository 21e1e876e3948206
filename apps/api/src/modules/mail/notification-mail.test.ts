import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { interviews } from '../../db/schema/interviews';
import { mailDeliveries } from '../../db/schema/mail';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { discardQueuedMail, eventually, queuedMailTo } from '../../test/mail-queue';
import { SmtpCapture } from '../../test/smtp-capture';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';
import { createJob, inMinutes } from '../interviews/interviews.factory';
import { startMailWorker } from './mail.worker';
import { formatUtc, isoInstant } from './notification-templates';

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let capture: SmtpCapture;
let worker: Awaited<ReturnType<typeof startMailWorker>> | null = null;
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
  company = await signUp(ctx, 'company', 'Northwind Air');
  job = await createJob(ctx.deps.db, company.user.id, 'Platform Engineer');
});

afterAll(async () => {
  await worker?.stop();
  await capture.stop();
});

const startWorker = async () => {
  worker ??= await startMailWorker(ctx.deps);
};

/** The worker's records of `template` mail to `userId`, oldest first, once there are `count` of them. */
const deliveries = (userId: number, template: string, count = 1) =>
  eventually(async () => {
    const rows = await ctx.deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.userId, userId), eq(mailDeliveries.template, template)))
      .orderBy(mailDeliveries.id);
    return rows.length >= count && rows;
  }, 15_000);

/** What `who` received apart from account mail (every sign-up is asked to confirm its address). */
const notificationsTo = (who: SignedIn) =>
  capture
    .to(who.user.email)
    .filter((mail) => mail.subject !== 'Confirm your email address for Takeoff');

/** The first notification mail to `who` that `matches`, once it arrived. */
const mailTo = (who: SignedIn, matches: (mail: ParsedMail) => boolean = () => true) =>
  eventually(async () => notificationsTo(who).find(matches), 15_000);
const withSubject = (subject: string) => (mail: ParsedMail) => mail.subject === subject;

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line ?? '';
const htmlOf = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const icsStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Checks what every preference-bound mail carries: the one-click unsubscribe headers, and the same link in both parts. */
function expectUnsubscribable(mail: ParsedMail) {
  expect(header(mail, 'list-unsubscribe')).toMatch(
    new RegExp(`<${ORIGIN}/api/mail/unsubscribe\\?token=[^>]+>`),
  );
  expect(header(mail, 'list-unsubscribe-post')).toMatch(/List-Unsubscribe=One-Click/);
  expect(mail.text).toContain(`Turn off these emails: ${ORIGIN}/unsubscribe?token=`);
}

function expectInvite(mail: ParsedMail, method: 'REQUEST' | 'CANCEL', startsAt: string) {
  const invite = mail.attachments.find((a) => a.filename === 'invite.ics');
  expect(invite, 'the .ics attachment').toBeDefined();
  expect(invite!.contentType).toBe('text/calendar');
  expect(
    (invite!.headers.get('content-type') as { params: Record<string, string> }).params.method,
  ).toBe(method);
  const ics = unfold(invite!.content.toString('utf8'));
  expect(ics).toContain(`METHOD:${method}\r\n`);
  expect(ics).toContain(`DTSTART:${icsStamp(startsAt)}\r\n`);
  return ics;
}

const schedule = (candidate: SignedIn, scheduledAt: string) =>
  ctx.http
    .post('/api/interviews')
    .set(company.auth)
    .send({ candidateId: candidate.user.id, jobId: job.id, scheduledAt, durationMinutes: 45 });

describe('mail decided when it is sent', () => {
  it('drops a message read, a stage left and an interview called off before the worker reached them', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Lena Ortiz');
    expect(
      (
        await ctx.http
          .post('/api/messages')
          .set(company.auth)
          .send({ toCandidateId: candidate.user.id, subject: 'Hello', body: 'Are you available?' })
      ).status,
    ).toBe(201);
    await ctx.http
      .put(`/api/messages/threads/${company.user.id}/read`)
      .set(candidate.auth)
      .expect(204);
    const interview = await schedule(candidate, inMinutes(600));
    expect(interview.status).toBe(201);
    // No API cancels an interview yet; the record is what the worker reads.
    await ctx.deps.db
      .update(interviews)
      .set({ status: 'cancelled' })
      .where(eq(interviews.id, interview.body.id));

    const applicant = await signUp(ctx, 'candidate', 'Jonas Berg');
    await createPitch(ctx, applicant);
    const posted = await postJob(ctx, company, { title: 'Ground Ops Lead' });
    const application = await applyTo(ctx, applicant, posted.id);
    for (const status of ['reviewed', 'shortlisted'])
      expect(
        (
          await ctx.http
            .patch(`/api/applications/${application.id}/status`)
            .set(company.auth)
            .send({ status })
        ).status,
      ).toBe(200);

    await startWorker();
    const [message] = await deliveries(candidate.user.id, 'new_message');
    expect(message).toMatchObject({ status: 'skipped', detail: 'no longer relevant' });
    expect((await deliveries(candidate.user.id, 'interview_invite'))[0]).toMatchObject({
      status: 'skipped',
      detail: 'no longer relevant',
    });
    const stages = await deliveries(applicant.user.id, 'application_stage', 2);
    expect(stages.map((d) => d.status)).toEqual(['skipped', 'sent']);
    const mail = await mailTo(applicant);
    expect(notificationsTo(applicant)).toHaveLength(1);
    expect(mail.subject).toBe('Application update: Ground Ops Lead at Northwind Air');
    expect(mail.text).toContain(
      'Northwind Air moved your application for Ground Ops Lead to "Shortlisted".',
    );
    expect(mail.text).toContain(`View your applications: ${ORIGIN}/candidate/applications`);
    expect(htmlOf(mail)).toContain(`href="${ORIGIN}/candidate/applications"`);
    expectUnsubscribable(mail);
    expect(notificationsTo(candidate)).toHaveLength(0);
  });
});

describe('interview mail', () => {
  it('sends the candidate the scheduled interview with a REQUEST invite at its start in UTC', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Ava Tester');
    const scheduledAt = inMinutes(24 * 60 + 7);
    const res = await schedule(candidate, scheduledAt);
    expect(res.status).toBe(201);
    const mail = await mailTo(candidate);
    expect(mail.subject).toBe(
      `Interview scheduled: Platform Engineer on ${formatUtc(res.body.scheduledAt)}`,
    );
    expect(mail.subject).toMatch(/ UTC$/);
    expect(mail.text).toContain(
      'Northwind Air scheduled an interview with you for the Platform Engineer position.',
    );
    expect(mail.text).toContain(
      `When: ${formatUtc(res.body.scheduledAt)} (${isoInstant(scheduledAt)})`,
    );
    expect(isoInstant(scheduledAt)).toBe(`${scheduledAt.slice(0, 19)}Z`);
    expect(mail.text).toContain(`Meeting link: ${res.body.meetingLink}`);
    expect(mail.text).toContain(`View your interviews: ${ORIGIN}/candidate/live-rooms`);
    expect(htmlOf(mail)).toContain(`href="${ORIGIN}/candidate/live-rooms"`);
    expect(htmlOf(mail)).toContain('Your interview is scheduled');
    expectUnsubscribable(mail);
    const ics = expectInvite(mail!, 'REQUEST', scheduledAt);
    expect(ics).toContain(`UID:interview-${res.body.id}@takeoff`);
    expect(ics).toContain(
      `ATTENDEE;CN="Ava Tester";ROLE=REQ-PARTICIPANT:mailto:${candidate.user.email}`,
    );
    expect(ics).toContain(
      `DTEND:${icsStamp(new Date(new Date(scheduledAt).getTime() + 45 * 60_000).toISOString())}`,
    );
  });

  it('writes the time in the candidate’s own zone, naming it, once their zone is known (the .ics stays UTC)', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Eleni Athens');
    await ctx.http
      .patch('/api/me')
      .set(candidate.auth)
      .send({ timeZone: 'Europe/Athens' })
      .expect(200);
    // 09:00 UTC on a December day is 11:00 in Athens (EET, UTC+2).
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const winter = Number(day.slice(5, 7)) >= 11 || Number(day.slice(5, 7)) <= 2;
    const scheduledAt = `${day}T09:00:00.000Z`;
    const res = await schedule(candidate, scheduledAt);
    expect(res.status).toBe(201);
    const mail = await mailTo(candidate);
    const local = winter ? '11:00' : '12:00';
    expect(mail.subject).toMatch(new RegExp(`, ${local} \\(Europe/Athens\\)$`));
    expect(mail.subject).not.toContain('UTC');
    expect(mail.text).toMatch(
      new RegExp(`When: .*${local} \\(Europe/Athens\\) \\(${isoInstant(scheduledAt)}\\)`),
    );
    expectInvite(mail, 'REQUEST', scheduledAt);
  });

  it('refuses a time zone that does not exist and keeps the one it had', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http
      .patch('/api/me')
      .set(candidate.auth)
      .send({ timeZone: 'Europe/Athens' })
      .expect(200);
    await ctx.http
      .patch('/api/me')
      .set(candidate.auth)
      .send({ timeZone: 'Mars/Olympus' })
      .expect(400);
    await ctx.http.patch('/api/me').set(candidate.auth).send({}).expect(400);
    const me = await ctx.http.get('/api/auth/me').set(candidate.auth).expect(200);
    expect(me.body).toMatchObject({ timeZone: 'Europe/Athens' });
  });

  it('sends nothing to a candidate who turned interview mail off, and records why', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const off = { email: { interviews: false, applications: true, messages: true, digest: false } };
    expect(
      (await ctx.http.put('/api/me/notification-preferences').set(candidate.auth).send(off)).status,
    ).toBe(200);
    expect((await schedule(candidate, inMinutes(300))).status).toBe(201);
    const [record] = await deliveries(candidate.user.id, 'interview_invite');
    expect(record).toMatchObject({ status: 'skipped', detail: 'turned off by the user' });
    expect(notificationsTo(candidate)).toHaveLength(0);
  });

  it('tells the candidate a join request was accepted (with the invite) or declined', async () => {
    const accepted = await signUp(ctx, 'candidate', 'Mina Sato');
    const declined = await signUp(ctx, 'candidate', 'Oskar Lind');
    const scheduledAt = inMinutes(48 * 60);
    const slot = await ctx.http
      .post('/api/time-slots')
      .set(company.auth)
      .send({ title: 'System design review', jobId: job.id, scheduledAt, maxCandidates: 2 });
    expect(slot.status).toBe(201);
    for (const who of [accepted, declined])
      expect(
        (await ctx.http.post(`/api/time-slots/${slot.body.id}/accept`).set(who.auth).send({}))
          .status,
      ).toBe(201);
    const requests = (
      await ctx.http.get(`/api/companies/${company.user.id}/join-requests`).set(company.auth)
    ).body.items as { id: number; candidate: { id: number } }[];
    const requestOf = (who: SignedIn) => requests.find((r) => r.candidate.id === who.user.id)!.id;
    expect(
      (
        await ctx.http
          .patch(`/api/interview-join-requests/${requestOf(accepted)}/accept`)
          .set(company.auth)
      ).status,
    ).toBe(200);
    expect(
      (
        await ctx.http
          .patch(`/api/interview-join-requests/${requestOf(declined)}/reject`)
          .set(company.auth)
      ).status,
    ).toBe(200);

    const yes = await mailTo(accepted);
    expect(yes.subject).toBe(
      `Join request accepted: System design review on ${formatUtc(scheduledAt)}`,
    );
    expect(yes.text).toContain(
      'Northwind Air accepted your request to join "System design review".',
    );
    expectUnsubscribable(yes);
    expectInvite(yes, 'REQUEST', scheduledAt);
    const no = await mailTo(declined);
    expect(no.subject).toBe('Join request declined: System design review');
    expect(no.text).toContain(
      'Northwind Air declined your request to join "System design review".',
    );
    expect(no.text).toContain(`See open interview slots: ${ORIGIN}/candidate/live-rooms`);
    expect(no.attachments).toHaveLength(0);
  });
});

describe('application mail', () => {
  it('tells the company a candidate applied', async () => {
    const applicant = await signUp(ctx, 'candidate', 'Grace Hopper');
    await createPitch(ctx, applicant);
    const posted = await postJob(ctx, company, { title: 'Cabin Systems Analyst' });
    await applyTo(ctx, applicant, posted.id);
    const mail = await mailTo(company, withSubject('New application: Cabin Systems Analyst'));
    expect(mail.text).toContain('Grace Hopper applied for Cabin Systems Analyst.');
    expect(mail.text).toContain(`Review the application: ${ORIGIN}/company/applications`);
    expect(htmlOf(mail)).toContain(`href="${ORIGIN}/company/applications"`);
    expectUnsubscribable(mail);
  });
});

describe('message mail', () => {
  it('mails once per thread while unread, and names a candidate to a company only by label', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Priya Raman');
    for (const body of ['First note', 'Second note'])
      expect(
        (
          await ctx.http
            .post('/api/messages')
            .set(company.auth)
            .send({ toCandidateId: candidate.user.id, subject: 'Next steps', body })
        ).status,
      ).toBe(201);
    const records = await deliveries(candidate.user.id, 'new_message', 2);
    expect(records.map((r) => [r.status, r.topic])).toEqual([
      ['sent', `thread:${company.user.id}-${candidate.user.id}`],
      ['skipped', `thread:${company.user.id}-${candidate.user.id}`],
    ]);
    expect(records[1]!.detail).toBe('one mail per 15 minutes');
    await mailTo(candidate);
    const received = notificationsTo(candidate);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('New message from Northwind Air');
    expect(received[0]!.text).toContain('Northwind Air sent you a message: "Next steps".');
    expect(received[0]!.text).toContain(`Open your messages: ${ORIGIN}/candidate/messages`);
    expectUnsubscribable(received[0]!);

    expect(
      (
        await ctx.http
          .post(`/api/messages/threads/${company.user.id}`)
          .set(candidate.auth)
          .send({ body: 'Happy to talk' })
      ).status,
    ).toBe(201);
    const label = `Candidate #${String(candidate.user.id).padStart(6, '0')}`;
    await deliveries(company.user.id, 'new_message');
    const mail = await mailTo(company, withSubject(`New message from ${label}`));
    expect(mail.text).toContain(`Open your messages: ${ORIGIN}/company/candidates?tab=messages`);
    expect(htmlOf(mail)).toContain(`href="${ORIGIN}/company/candidates?tab=messages"`);
    for (const part of [mail.subject ?? '', mail.text ?? '', htmlOf(mail)]) {
      expect(part).not.toContain('Priya');
      expect(part).not.toContain(candidate.user.email);
    }
  });
});

describe('interview mail to the interviewers of a flight', () => {
  it('mails the assigned interviewer each booking, move and cancellation with the .ics, never the candidate address', async () => {
    const assigned = await addMember(ctx, company, 'interviewer', 'Ivo Assigned');
    const other = await addMember(ctx, company, 'interviewer', 'Una Elsewhere');
    const posted = await postJob(ctx, company, { title: 'Line Pilot' });
    await ctx.http
      .put(`/api/jobs/${posted.id}/interviewers`)
      .set(company.auth)
      .send({ memberIds: [assigned.user.id] })
      .expect(200);
    const candidate = await signUp(ctx, 'candidate', 'Rhea Kos');
    await createPitch(ctx, candidate);
    await applyTo(ctx, candidate, posted.id);
    const startsAt = inMinutes(3 * 24 * 60);
    const booked = await ctx.http.post('/api/interviews').set(company.auth).send({
      candidateId: candidate.user.id,
      jobId: posted.id,
      scheduledAt: startsAt,
      durationMinutes: 30,
    });
    expect(booked.status).toBe(201);
    // Each change is read before the next: a mail about an interview changed meanwhile is dropped as stale.
    await startWorker();
    const scheduled = await mailTo(
      assigned,
      withSubject(`Interview to score: Rhea Kos, Line Pilot, ${formatUtc(startsAt)}`),
    );
    expect(scheduled.text).toContain('Hi Ivo Assigned,');
    expect(scheduled.text).toContain(`Open the interviews: ${ORIGIN}/company/interviews`);
    expectUnsubscribable(scheduled);
    const firstIcs = expectInvite(scheduled, 'REQUEST', startsAt);
    expect(firstIcs).toContain('SEQUENCE:0\r\n');
    expect(firstIcs).toContain(
      `ATTENDEE;CN="Ivo Assigned";ROLE=REQ-PARTICIPANT:mailto:${assigned.user.email}`,
    );

    const movedTo = inMinutes(4 * 24 * 60);
    await ctx.http
      .patch(`/api/interviews/${booked.body.id}/reschedule`)
      .set(company.auth)
      .send({ scheduledAt: movedTo })
      .expect(200);
    const moved = await mailTo(
      assigned,
      withSubject(`Interview moved: Rhea Kos, Line Pilot, now ${formatUtc(movedTo)}`),
    );
    expect(expectInvite(moved, 'REQUEST', movedTo)).toContain('SEQUENCE:1\r\n');

    await ctx.http
      .patch(`/api/interviews/${booked.body.id}/cancel`)
      .set(company.auth)
      .send({ reason: 'The flight was filled.' })
      .expect(200);
    const cancelled = await mailTo(
      assigned,
      (mail) => mail.subject?.startsWith('Interview cancelled: Rhea Kos') ?? false,
    );
    expect(cancelled.text).toContain('The flight was filled.');
    expect(expectInvite(cancelled, 'CANCEL', movedTo)).toContain('SEQUENCE:2\r\n');
    for (const mail of [scheduled, moved, cancelled]) {
      expect(mail.text).not.toContain(candidate.user.email);
      expect(htmlOf(mail)).not.toContain(candidate.user.email);
      expect(mail.attachments.map((a) => a.content.toString('utf8')).join('')).not.toContain(
        candidate.user.email,
      );
    }
    // The interviewer of other flights is sent nothing about this one (the queue holds every mail, sent or not).
    expect(
      (await queuedMailTo(ctx, other.user.email)).filter(
        (m) => m.template === 'interviewer_interview',
      ),
    ).toEqual([]);
  });

  it('mails the assigned interviewer when a join request is accepted into an interview', async () => {
    const assigned = await addMember(ctx, company, 'interviewer', 'Iris Slot');
    const posted = await postJob(ctx, company, { title: 'Dispatcher' });
    await ctx.http
      .put(`/api/jobs/${posted.id}/interviewers`)
      .set(company.auth)
      .send({ memberIds: [assigned.user.id] })
      .expect(200);
    const candidate = await signUp(ctx, 'candidate', 'Theo Slot');
    const scheduledAt = inMinutes(5 * 24 * 60);
    const slot = await ctx.http
      .post('/api/time-slots')
      .set(company.auth)
      .send({ title: 'Dispatch drill', jobId: posted.id, scheduledAt, maxCandidates: 1 });
    expect(slot.status).toBe(201);
    await ctx.http
      .post(`/api/time-slots/${slot.body.id}/accept`)
      .set(candidate.auth)
      .send({})
      .expect(201);
    const requests = (
      await ctx.http.get(`/api/companies/${company.user.id}/join-requests`).set(company.auth)
    ).body.items as { id: number; candidate: { id: number } }[];
    const request = requests.find((r) => r.candidate.id === candidate.user.id)!;
    await ctx.http
      .patch(`/api/interview-join-requests/${request.id}/accept`)
      .set(company.auth)
      .expect(200);

    await startWorker();
    const mail = await mailTo(
      assigned,
      (m) => m.subject?.startsWith('Interview to score:') ?? false,
    );
    expect(mail.text).toContain('Dispatch drill');
    expectInvite(mail, 'REQUEST', scheduledAt);
  });
});
