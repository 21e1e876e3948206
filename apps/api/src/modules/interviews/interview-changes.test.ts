import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema/interviews';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { renderMail } from '../mail/mail.service';
import { createJob, inMinutes } from './interviews.factory';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
let job: { id: number; title: string };

beforeAll(async () => {
  ctx = await createTestContext({ JITSI_BASE_URL: 'https://jitsi.example.test/' });
  company = await signUp(ctx, 'company', 'Harbour Moves Co');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate', 'Mira Mover');
  job = await createJob(ctx.deps.db, company.user.id, 'Data Engineer');
});

async function scheduled(minutesFromNow = 120) {
  const res = await ctx.http
    .post('/api/interviews')
    .set(company.auth)
    .send({
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(minutesFromNow),
      durationMinutes: 60,
    });
  expect(res.status).toBe(201);
  return res.body as { id: number; meetingLink: string; scheduledAt: string };
}

/** An interview stored directly at a time already gone (the API refuses to schedule one). */
async function pastInterview() {
  const [row] = await ctx.deps.db
    .insert(interviews)
    .values({
      companyId: company.user.id,
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: new Date(inMinutes(-30)),
      meetingLink: 'https://meet.example.com/past',
    })
    .returning({ id: interviews.id });
  return row!.id;
}

const reschedule = (who: SignedIn, id: number, body: object) =>
  ctx.http.patch(`/api/interviews/${id}/reschedule`).set(who.auth).send(body);
const cancel = (who: SignedIn, id: number, body: object = {}) =>
  ctx.http.patch(`/api/interviews/${id}/cancel`).set(who.auth).send(body);
const stored = async (id: number) =>
  (await ctx.deps.db.select().from(interviews).where(eq(interviews.id, id)))[0]!;
const inviteMailsFor = async (id: number) =>
  (await queuedMailTo(ctx, candidate.user.email)).filter(
    (m) =>
      m.template === 'interview_invite' &&
      (m.params as { invite: { interviewId: number } }).invite.interviewId === id,
  );

describe('PATCH /api/interviews/:id/reschedule', () => {
  it('moves the interview, keeps its room, raises its sequence and tells the candidate in app and by mail', async () => {
    const interview = await scheduled();
    const newStart = inMinutes(24 * 60);
    const before = ctx.emitted.length;
    const res = await reschedule(company, interview.id, {
      scheduledAt: newStart,
      durationMinutes: 45,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: interview.id,
      status: 'scheduled',
      durationMinutes: 45,
      meetingLink: interview.meetingLink,
      cancellationReason: null,
    });
    expect(new Date(res.body.scheduledAt).getTime()).toBe(new Date(newStart).getTime());
    expect((await stored(interview.id)).sequence).toBe(1);

    const pushed = ctx.emitted.slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.to).toEqual({ userId: candidate.user.id });
    expect(pushed[0]!.notification).toMatchObject({
      type: 'interview_moved',
      entityType: 'interview',
      entityId: interview.id,
      title: 'Interview moved',
    });
    // The time travels as data; the text never carries a raw timestamp.
    expect(new Date(pushed[0]!.notification.occursAt!).getTime()).toBe(
      new Date(newStart).getTime(),
    );

    const mails = await inviteMailsFor(interview.id);
    expect(mails.map((m) => (m.params as { change: string }).change)).toEqual([
      'scheduled',
      'moved',
    ]);
    const moved = mails[1]!;
    expect(moved.params).toMatchObject({
      change: 'moved',
      sequence: 1,
      invite: { durationMinutes: 45, meetingLink: interview.meetingLink },
    });
    const rendered = await renderMail(ctx.deps, moved);
    expect(rendered.subject).toContain('Interview moved');
  });

  it('changes the length alone and raises the sequence on every change', async () => {
    const interview = await scheduled();
    await reschedule(company, interview.id, { durationMinutes: 30 }).expect(200);
    const res = await reschedule(company, interview.id, { durationMinutes: 90 }).expect(200);
    expect(res.body.scheduledAt).toBe(new Date(interview.scheduledAt).toISOString());
    expect((await stored(interview.id)).sequence).toBe(2);
    expect(
      (await inviteMailsFor(interview.id)).map((m) => (m.params as { sequence: number }).sequence),
    ).toEqual([0, 1, 2]);
  });

  it('refuses an empty change and a time in the past', async () => {
    const interview = await scheduled();
    expect((await reschedule(company, interview.id, {})).status).toBe(400);
    const past = await reschedule(company, interview.id, { scheduledAt: inMinutes(-120) });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('IN_THE_PAST');
    expect((await stored(interview.id)).sequence).toBe(0);
  });

  it('refuses an interview that has started (409 INTERVIEW_PAST)', async () => {
    const id = await pastInterview();
    const res = await reschedule(company, id, { scheduledAt: inMinutes(60) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INTERVIEW_PAST');
    expect((await stored(id)).scheduledAt.getTime()).toBeLessThan(Date.now());
  });

  it('is the owning company’s: another company gets 403, the candidate 403, and nothing changes', async () => {
    const interview = await scheduled();
    const row = await stored(interview.id);
    expect(
      (await reschedule(otherCompany, interview.id, { scheduledAt: inMinutes(500) })).status,
    ).toBe(403);
    expect(
      (await reschedule(candidate, interview.id, { scheduledAt: inMinutes(500) })).status,
    ).toBe(403);
    expect((await reschedule(company, 99_999_999, { scheduledAt: inMinutes(500) })).status).toBe(
      404,
    );
    expect(await stored(interview.id)).toEqual(row);
    expect(await inviteMailsFor(interview.id)).toHaveLength(1);
  });
});

describe('PATCH /api/interviews/:id/cancel', () => {
  it('marks the interview cancelled with the reason, keeps it listed, and tells the candidate with a CANCEL invite', async () => {
    const interview = await scheduled();
    const before = ctx.emitted.length;
    const res = await cancel(company, interview.id, {
      reason: '  The role was filled internally  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The role was filled internally',
    });
    expect((await stored(interview.id)).sequence).toBe(1);

    const mine = (await ctx.http.get('/api/interviews?limit=100').set(candidate.auth).expect(200))
      .body.items as { id: number; status: string; cancellationReason: string | null }[];
    expect(mine.find((i) => i.id === interview.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The role was filled internally',
    });
    const theirs = (
      await ctx.http
        .get(`/api/companies/${company.user.id}/interviews?limit=100`)
        .set(company.auth)
        .expect(200)
    ).body.items as { id: number; status: string }[];
    expect(theirs.find((i) => i.id === interview.id)?.status).toBe('cancelled');

    const pushed = ctx.emitted.slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.notification).toMatchObject({
      type: 'interview_cancelled',
      entityId: interview.id,
      title: 'Interview cancelled',
    });
    expect(pushed[0]!.notification.message).toContain('The role was filled internally');
    expect(new Date(pushed[0]!.notification.occursAt!).getTime()).toBe(
      new Date(interview.scheduledAt).getTime(),
    );

    const mail = (await inviteMailsFor(interview.id)).at(-1)!;
    expect(mail.params).toMatchObject({
      change: 'cancelled',
      sequence: 1,
      reason: 'The role was filled internally',
    });
    const rendered = await renderMail(ctx.deps, mail);
    expect(rendered.subject).toContain('Interview cancelled');
    expect(rendered.text).toContain('The role was filled internally');
  });

  it('cancels without a reason', async () => {
    const interview = await scheduled();
    const res = await cancel(company, interview.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellationReason: null });
  });

  it('refuses to move or cancel again a cancelled interview (409 INTERVIEW_CANCELLED)', async () => {
    const interview = await scheduled();
    await cancel(company, interview.id).expect(200);
    const moved = await reschedule(company, interview.id, { scheduledAt: inMinutes(300) });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('INTERVIEW_CANCELLED');
    const again = await cancel(company, interview.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INTERVIEW_CANCELLED');
    expect((await stored(interview.id)).sequence).toBe(1);
  });

  it('refuses an interview that has started (409 INTERVIEW_PAST)', async () => {
    const id = await pastInterview();
    const res = await cancel(company, id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INTERVIEW_PAST');
    expect((await stored(id)).status).toBe('scheduled');
  });

  it('is the owning company’s: another company gets 403 and the interview stays on', async () => {
    const interview = await scheduled();
    const row = await stored(interview.id);
    expect((await cancel(otherCompany, interview.id, { reason: 'nope' })).status).toBe(403);
    expect((await cancel(candidate, interview.id)).status).toBe(403);
    expect(await stored(interview.id)).toEqual(row);
  });
});
