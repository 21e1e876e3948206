import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { createJob, inMinutes } from './interviews.factory';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let job: { id: number; title: string };

beforeAll(async () => {
  ctx = await createTestContext({ JITSI_BASE_URL: 'https://jitsi.example.test/' });
  company = await signUp(ctx, 'company', 'Slot Shaper Co');
  otherCompany = await signUp(ctx, 'company');
  job = await createJob(ctx.deps.db, company.user.id, 'QA Engineer');
});

async function openSlot(maxCandidates = 3, minutesFromNow = 180) {
  const res = await ctx.http
    .post('/api/time-slots')
    .set(company.auth)
    .send({
      title: 'Group chat',
      jobId: job.id,
      scheduledAt: inMinutes(minutesFromNow),
      duration: 60,
      maxCandidates,
    });
  expect(res.status).toBe(201);
  return res.body as { id: number; scheduledAt: string };
}
async function joined(slotId: number) {
  const candidate = await signUp(ctx, 'candidate');
  const res = await ctx.http.post(`/api/time-slots/${slotId}/accept`).set(candidate.auth).send({});
  expect(res.status).toBe(201);
  return { candidate, requestId: res.body.joinRequestId as number };
}
const edit = (who: SignedIn, id: number, body: object) =>
  ctx.http.patch(`/api/time-slots/${id}`).set(who.auth).send(body);
const close = (who: SignedIn, id: number) =>
  ctx.http.patch(`/api/time-slots/${id}/close`).set(who.auth).send({});
const storedSlot = async (id: number) =>
  (await ctx.deps.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;

describe('PATCH /api/time-slots/:id', () => {
  it('edits time, duration and seats and recounts the seat state', async () => {
    const slot = await openSlot(2);
    await joined(slot.id);
    await joined(slot.id);
    expect((await storedSlot(slot.id)).status).toBe('full');
    const newStart = inMinutes(600);
    const res = await edit(company, slot.id, {
      scheduledAt: newStart,
      duration: 90,
      maxCandidates: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: slot.id,
      duration: 90,
      maxCandidates: 3,
      currentCandidates: 2,
      status: 'open',
    });
    expect(new Date(res.body.scheduledAt).getTime()).toBe(new Date(newStart).getTime());
  });

  it('never drops below the seats already taken (409 SEATS_BELOW_TAKEN)', async () => {
    const slot = await openSlot(3);
    await joined(slot.id);
    await joined(slot.id);
    const res = await edit(company, slot.id, { maxCandidates: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SEATS_BELOW_TAKEN');
    expect((await storedSlot(slot.id)).maxCandidates).toBe(3);
    // Exactly the seats taken is fine, and fills the slot.
    const down = await edit(company, slot.id, { maxCandidates: 2 });
    expect(down.status).toBe(200);
    expect(down.body.status).toBe('full');
  });

  it('moves the interviews accepted from the slot with it, and tells their candidates', async () => {
    const slot = await openSlot(2);
    const { candidate, requestId } = await joined(slot.id);
    await ctx.http
      .patch(`/api/interview-join-requests/${requestId}/accept`)
      .set(company.auth)
      .expect(200);
    const [interview] = await ctx.deps.db
      .select()
      .from(interviews)
      .where(eq(interviews.timeSlotId, slot.id));
    const before = ctx.emitted.length;
    const newStart = inMinutes(900);
    await edit(company, slot.id, { scheduledAt: newStart }).expect(200);
    const [moved] = await ctx.deps.db
      .select()
      .from(interviews)
      .where(eq(interviews.id, interview!.id));
    expect(moved!.scheduledAt.getTime()).toBe(new Date(newStart).getTime());
    expect(moved!.sequence).toBe(1);
    const pushed = ctx.emitted.slice(before);
    expect(pushed.map((p) => [p.to, p.notification.type])).toEqual([
      [{ userId: candidate.user.id }, 'interview_moved'],
    ]);
    const mail = (await queuedMailTo(ctx, candidate.user.email))
      .filter((m) => m.template === 'interview_invite')
      .at(-1);
    expect(mail?.params).toMatchObject({
      change: 'moved',
      sequence: 1,
      invite: { interviewId: interview!.id },
    });
  });

  it('refuses an empty edit, a past time, a started slot and a closed one', async () => {
    const slot = await openSlot();
    expect((await edit(company, slot.id, {})).status).toBe(400);
    expect((await edit(company, slot.id, { scheduledAt: inMinutes(-60) })).status).toBe(400);
    const [started] = await ctx.deps.db
      .insert(timeSlots)
      .values({
        companyId: company.user.id,
        jobId: job.id,
        title: 'Gone',
        scheduledAt: new Date(inMinutes(-10)),
      })
      .returning({ id: timeSlots.id });
    const past = await edit(company, started!.id, { duration: 30 });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe('SLOT_PAST');
    await close(company, slot.id).expect(200);
    const closed = await edit(company, slot.id, { duration: 30 });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('SLOT_CLOSED');
  });

  it('is the owning company’s: another company gets 403 and the slot is unchanged', async () => {
    const slot = await openSlot();
    const row = await storedSlot(slot.id);
    expect((await edit(otherCompany, slot.id, { maxCandidates: 5 })).status).toBe(403);
    expect((await edit(company, 99_999_999, { maxCandidates: 5 })).status).toBe(404);
    expect(await storedSlot(slot.id)).toEqual(row);
  });
});

describe('PATCH /api/time-slots/:id/close', () => {
  it('declines pending requests (seats back, candidates told as for a decline), keeps accepted ones, and refuses new joins', async () => {
    const slot = await openSlot(3);
    const accepted = await joined(slot.id);
    await ctx.http
      .patch(`/api/interview-join-requests/${accepted.requestId}/accept`)
      .set(company.auth)
      .expect(200);
    const pending = await joined(slot.id);
    const before = ctx.emitted.length;
    const res = await close(company, slot.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', currentCandidates: 1 });

    const requests = await ctx.deps.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.timeSlotId, slot.id));
    expect(Object.fromEntries(requests.map((r) => [r.id, r.status]))).toEqual({
      [accepted.requestId]: 'accepted',
      [pending.requestId]: 'rejected',
    });
    const pushed = ctx.emitted.slice(before);
    expect(pushed.map((p) => [p.to, p.notification.type])).toEqual([
      [{ userId: pending.candidate.user.id }, 'join_declined'],
    ]);
    const mail = (await queuedMailTo(ctx, pending.candidate.user.email)).filter(
      (m) => m.template === 'join_request_declined',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.params).toMatchObject({
      slotTitle: 'Group chat',
      companyName: 'Slot Shaper Co',
    });

    const late = await signUp(ctx, 'candidate');
    const join = await ctx.http.post(`/api/time-slots/${slot.id}/accept`).set(late.auth).send({});
    expect(join.status).toBe(409);
    expect(join.body.code).toBe('SLOT_CLOSED');
    // Candidates no longer see it among open slots; the accepted candidate still does.
    // Scoped to the company: a kept test database holds many other companies' open slots.
    const lateList = (
      await ctx.http
        .get(`/api/time-slots?companyId=${company.user.id}&limit=100`)
        .set(late.auth)
        .expect(200)
    ).body.items as { id: number }[];
    expect(lateList.some((s) => s.id === slot.id)).toBe(false);
    const theirList = (
      await ctx.http
        .get(`/api/time-slots?companyId=${company.user.id}&limit=100`)
        .set(accepted.candidate.auth)
        .expect(200)
    ).body.items as { id: number; status: string }[];
    expect(theirList.find((s) => s.id === slot.id)?.status).toBe('closed');
  });

  it('refuses to close twice (409 SLOT_CLOSED)', async () => {
    const slot = await openSlot();
    await close(company, slot.id).expect(200);
    const again = await close(company, slot.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SLOT_CLOSED');
  });

  it('is the owning company’s: another company gets 403 and the pending request stays', async () => {
    const slot = await openSlot();
    const { requestId } = await joined(slot.id);
    expect((await close(otherCompany, slot.id)).status).toBe(403);
    const [request] = await ctx.deps.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, requestId));
    expect(request!.status).toBe('pending');
    expect((await storedSlot(slot.id)).closedAt).toBeNull();
  });
});

describe('closing a flight', () => {
  it('closes its open slots: pending requests declined with notice, accepted interviews kept and named after the slot', async () => {
    const route = await createJob(ctx.deps.db, company.user.id, 'Closing Route');
    const res = await ctx.http
      .post('/api/time-slots')
      .set(company.auth)
      .send({
        title: 'Panel with the crew',
        jobId: route.id,
        scheduledAt: inMinutes(240),
        duration: 45,
        maxCandidates: 3,
      })
      .expect(201);
    const slot = res.body as { id: number };
    const other = await openSlot(3);
    const accepted = await joined(slot.id);
    await ctx.http
      .patch(`/api/interview-join-requests/${accepted.requestId}/accept`)
      .set(company.auth)
      .expect(200);
    const pending = await joined(slot.id);
    const before = ctx.emitted.length;

    await ctx.http
      .put(`/api/jobs/${route.id}`)
      .set(company.auth)
      .send({ status: 'closed' })
      .expect(200);

    expect((await storedSlot(slot.id)).closedAt).not.toBeNull();
    expect((await storedSlot(other.id)).closedAt).toBeNull();
    const pushed = ctx.emitted.slice(before);
    expect(pushed.map((p) => [p.to, p.notification.type])).toEqual([
      [{ userId: pending.candidate.user.id }, 'join_declined'],
    ]);
    const declined = (await queuedMailTo(ctx, pending.candidate.user.email)).filter(
      (m) => m.template === 'join_request_declined',
    );
    expect(declined.map((m) => m.params)).toEqual([
      expect.objectContaining({ slotTitle: 'Panel with the crew' }),
    ]);
    const late = await signUp(ctx, 'candidate');
    const join = await ctx.http.post(`/api/time-slots/${slot.id}/accept`).set(late.auth).send({});
    expect(join.status).toBe(409);

    // The booked interview stays, under the slot's own title, and its calendar event says so.
    const [interview] = await ctx.deps.db
      .select()
      .from(interviews)
      .where(eq(interviews.timeSlotId, slot.id));
    expect(interview?.status).toBe('scheduled');
    const mine = (await ctx.http.get('/api/interviews').set(accepted.candidate.auth).expect(200))
      .body.items as { id: number; title: string | null; position: string | null }[];
    expect(mine.find((i) => i.id === interview!.id)).toMatchObject({
      title: 'Panel with the crew',
      position: 'Closing Route',
    });
    const ics = await ctx.http
      .get(`/api/interviews/${interview!.id}/calendar.ics`)
      .set(accepted.candidate.auth)
      .expect(200);
    expect(ics.text).toContain('SUMMARY:Interview: Panel with the crew — Slot Shaper Co');
  });
});
