import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { timeSlots } from '../../db/schema/interviews';
import { createJob, inMinutes } from './interviews.factory';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
let job: { id: number; title: string };

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Aurora Slots');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
  job = await createJob(ctx.deps.db, company.user.id, 'Designer');
});

const openSlot = async (overrides: object = {}) => {
  const res = await ctx.http
    .post('/api/time-slots')
    .set(company.auth)
    .send({
      title: 'Portfolio review',
      jobId: job.id,
      scheduledAt: inMinutes(180),
      description: 'Bring two projects',
      ...overrides,
    });
  expect(res.status).toBe(201);
  return res.body as {
    id: number;
    status: string;
    currentCandidates: number;
    maxCandidates: number;
  };
};
const join = (who: SignedIn, slotId: number) =>
  ctx.http.post(`/api/time-slots/${slotId}/accept`).set(who.auth).send({});
const requestsOf = async () =>
  (
    await ctx.http
      .get(`/api/companies/${company.user.id}/join-requests?limit=100`)
      .set(company.auth)
  ).body.items as { id: number; status: string; slotDetails: { id: number } }[];
const slotOf = async (id: number) =>
  (
    (await ctx.http.get('/api/time-slots?limit=100').set(company.auth)).body.items as {
      id: number;
    }[]
  ).find((s) => s.id === id) as Record<string, unknown>;

describe('POST /api/time-slots', () => {
  it('creates an open slot with the seeds defaults', async () => {
    const slot = await openSlot({ status: 'full', companyId: otherCompany.user.id });
    expect(slot).toMatchObject({
      status: 'open',
      currentCandidates: 0,
      maxCandidates: 1,
      duration: 60,
      companyId: company.user.id,
      position: 'Designer',
      companyName: 'Aurora Slots',
    });
  });

  it('refuses past times, other options and other companies’ positions', async () => {
    const post = (who: SignedIn, body: object) =>
      ctx.http
        .post('/api/time-slots')
        .set(who.auth)
        .send({ title: 'x', jobId: job.id, scheduledAt: inMinutes(60), ...body });
    expect((await post(company, { scheduledAt: inMinutes(-10) })).status).toBe(400);
    expect((await post(company, { duration: 20 })).status).toBe(400);
    expect((await post(company, { maxCandidates: 4 })).status).toBe(400);
    expect((await post(company, { title: '' })).status).toBe(400);
    expect((await post(otherCompany, {})).status).toBe(403);
  });
});

describe('GET /api/time-slots', () => {
  it('shows candidates open future slots and a company only its own', async () => {
    const slot = await openSlot();
    // Scoped to the company: a kept test database holds many other companies' open slots.
    const theirs = await ctx.http
      .get(`/api/time-slots?companyId=${company.user.id}&limit=100`)
      .set(candidate.auth);
    expect(theirs.body.items.some((s: { id: number }) => s.id === slot.id)).toBe(true);
    expect(
      theirs.body.items.every(
        (s: { status: string; meetingLink: null }) => s.status === 'open' && s.meetingLink === null,
      ),
    ).toBe(true);
    const filtered = await ctx.http
      .get(`/api/time-slots?companyId=${otherCompany.user.id}`)
      .set(candidate.auth);
    expect(filtered.body.items.some((s: { id: number }) => s.id === slot.id)).toBe(false);
    expect(
      (await ctx.http.get('/api/time-slots?limit=100').set(otherCompany.auth)).body.items.some(
        (s: { id: number }) => s.id === slot.id,
      ),
    ).toBe(false);
    expect(
      (await ctx.http.get(`/api/time-slots?companyId=${company.user.id}`).set(otherCompany.auth))
        .status,
    ).toBe(403);
  });
});

describe('joining a slot', () => {
  it('reserves the last seat, fills the slot, and refuses a second join', async () => {
    const slot = await openSlot();
    const before = ctx.emitted.length;
    const res = await join(candidate, slot.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ timeSlotId: slot.id, status: 'pending', meetingLink: null });
    expect(ctx.emitted.slice(before).map((e) => [e.to, e.notification.type])).toEqual([
      [{ userId: company.user.id }, 'join_request'],
    ]);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'full', currentCandidates: 1 });
    const again = await join(candidate, slot.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_JOINED');
    const other = await signUp(ctx, 'candidate');
    expect((await join(other, slot.id)).body.code).toBe('SLOT_FULL');
    // Full slots disappear from other candidates' lists, but stay on the list of the one who joined.
    const listed = async (who: SignedIn) =>
      (
        await ctx.http.get(`/api/time-slots?companyId=${company.user.id}&limit=100`).set(who.auth)
      ).body.items.some((s: { id: number }) => s.id === slot.id);
    expect(await listed(other)).toBe(false);
    expect(await listed(candidate)).toBe(true);
  });

  it('gives the seat back when a candidate who joined erases their account, or an admin deletes it', async () => {
    const slot = await openSlot({ maxCandidates: 2 });
    const [throwaway, deleted, next] = [
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
    ];
    expect((await join(throwaway, slot.id)).status).toBe(201);
    expect((await join(deleted, slot.id)).status).toBe(201);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'full', currentCandidates: 2 });
    expect(
      (await ctx.http.post('/api/me/delete').set(throwaway.auth).send({ password: TEST_PASSWORD }))
        .status,
    ).toBeLessThan(300);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'open', currentCandidates: 1 });
    const admin = await signInAdmin(ctx);
    expect(
      (await ctx.http.delete(`/api/admin/users/${deleted.user.id}`).set(admin.auth)).status,
    ).toBeLessThan(300);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'open', currentCandidates: 0 });
    expect((await join(next, slot.id)).status).toBe(201);
  });

  it('does not take a seat when the same candidate joins twice', async () => {
    const slot = await openSlot({ maxCandidates: 3 });
    expect((await join(candidate, slot.id)).status).toBe(201);
    expect((await join(candidate, slot.id)).status).toBe(409);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'open', currentCandidates: 1 });
  });

  it('refuses a slot that has already started', async () => {
    const [past] = await ctx.deps.db
      .insert(timeSlots)
      .values({
        companyId: company.user.id,
        jobId: job.id,
        title: 'Yesterday',
        scheduledAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: timeSlots.id });
    const res = await join(candidate, past!.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SLOT_PAST');
    expect(await slotOf(past!.id)).toMatchObject({ currentCandidates: 0, status: 'open' });
  });

  it('answers 404 for a missing slot', async () => {
    expect((await join(candidate, 2_000_000_000)).status).toBe(404);
  });
});

describe('answering join requests', () => {
  it('accept makes the interview with the slot’s room; the candidate sees the link', async () => {
    const slot = await openSlot({ maxCandidates: 2 });
    const second = await signUp(ctx, 'candidate');
    await join(candidate, slot.id);
    await join(second, slot.id);
    const requests = (await requestsOf()).filter((r) => r.slotDetails.id === slot.id);
    expect(requests.map((r) => r.status)).toEqual(['pending', 'pending']);
    const before = ctx.emitted.length;
    const accepted = await Promise.all(
      requests.map((r) =>
        ctx.http.patch(`/api/interview-join-requests/${r.id}/accept`).set(company.auth),
      ),
    );
    expect(accepted.map((r) => r.status)).toEqual([200, 200]);
    expect(accepted[0]!.body.status).toBe('accepted');
    // A group slot meets in one room.
    expect(accepted[0]!.body.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Takeoff[0-9a-f]{32}$/);
    expect(accepted[1]!.body.meetingLink).toBe(accepted[0]!.body.meetingLink);
    expect(ctx.emitted.slice(before).map((e) => e.notification.type)).toEqual([
      'join_accepted',
      'join_accepted',
    ]);
    const mine = await ctx.http
      .get(`/api/candidates/${candidate.user.id}/time-slot-acceptances`)
      .set(candidate.auth);
    const acceptance = mine.body.items.find(
      (a: { timeSlotId: number }) => a.timeSlotId === slot.id,
    );
    expect(acceptance).toMatchObject({
      status: 'accepted',
      meetingLink: accepted[0]!.body.meetingLink,
    });
    const interviews = await ctx.http.get('/api/interviews?limit=100').set(candidate.auth);
    expect(
      interviews.body.items.find((i: { id: number }) => i.id === acceptance.interviewId),
    ).toMatchObject({ timeSlotId: slot.id, status: 'scheduled', durationMinutes: 60 });
    const twice = await ctx.http
      .patch(`/api/interview-join-requests/${requests[0]!.id}/accept`)
      .set(company.auth);
    expect(twice.status).toBe(409);
  });

  it('decline frees the seat and reopens a full slot', async () => {
    const slot = await openSlot();
    await join(candidate, slot.id);
    const request = (await requestsOf()).find((r) => r.slotDetails.id === slot.id)!;
    expect(
      (
        await ctx.http
          .patch(`/api/interview-join-requests/${request.id}/reject`)
          .set(otherCompany.auth)
      ).status,
    ).toBe(403);
    const before = ctx.emitted.length;
    const res = await ctx.http
      .patch(`/api/interview-join-requests/${request.id}/reject`)
      .set(company.auth);
    expect(res.body).toMatchObject({ status: 'rejected', meetingLink: null });
    expect(ctx.emitted.slice(before).map((e) => e.notification.type)).toEqual(['join_declined']);
    expect(await slotOf(slot.id)).toMatchObject({ status: 'open', currentCandidates: 0 });
    expect(
      (await ctx.http.patch(`/api/interview-join-requests/${request.id}/reject`).set(company.auth))
        .status,
    ).toBe(409);
    // Declined stays declined: the same candidate cannot take the seat again.
    expect((await join(candidate, slot.id)).status).toBe(409);
  });

  it('lists requests only for the owning company and names only applicants', async () => {
    expect(
      (await ctx.http.get(`/api/companies/${company.user.id}/join-requests`).set(otherCompany.auth))
        .status,
    ).toBe(403);
    const list = await ctx.http
      .get(`/api/companies/${company.user.id}/join-requests?limit=100`)
      .set(company.auth);
    const row = list.body.items.find(
      (r: { candidate: { id: number } }) => r.candidate.id === candidate.user.id,
    );
    expect(row.candidate).toEqual({
      id: candidate.user.id,
      name: `Candidate #${String(candidate.user.id).padStart(6, '0')}`,
      email: null,
    });
  });

  it('keeps time-slot acceptances private', async () => {
    expect(
      (
        await ctx.http
          .get(`/api/candidates/${candidate.user.id}/time-slot-acceptances`)
          .set((await signUp(ctx, 'candidate')).auth)
      ).status,
    ).toBe(403);
  });
});
