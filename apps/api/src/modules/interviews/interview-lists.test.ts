import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT } from '@takeoff/shared/common';
import { timeSlots } from '../../db/schema/interviews';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { createInterviews, createJob, createJoinRequests, createSlots } from './interviews.factory';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
let otherCandidate: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Paging Air');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
  otherCandidate = await signUp(ctx, 'candidate');
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every page of a list, `limit` at a time; fails on a non-200. */
async function pageThrough<T>(
  who: SignedIn,
  path: string,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await ctx.http.get(url).set(who.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Page<T>;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, pages };
}

/** Upcoming (from `boundary`) soonest first, then earlier latest first; ties on id. */
function scheduleOrder(rows: { id: number; at: Date }[], boundary: number) {
  const upcoming = rows
    .filter((r) => r.at.getTime() >= boundary)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const earlier = rows
    .filter((r) => r.at.getTime() < boundary)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  return [...upcoming, ...earlier].map((r) => r.id);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CRAFTED = [
  'not a cursor!',
  b64([1]),
  b64(['2026-01-01T00:00:00Z', 7, '2026-01-01T00:00:00Z', 1]),
  b64(['2026-01-01T00:00:00Z', 0, "2026-01-01'; drop table interviews; --", 1]),
  b64(['2026-13-01T00:00:00Z', 0, '2026-01-01T00:00:00Z', 1]),
];

describe('paging interviews', () => {
  let expected: number[];

  beforeAll(async () => {
    const job = await createJob(ctx.deps.db, company.user.id);
    const tie = at(30);
    const pastTie = at(-30);
    const times = [
      ...[2, 5, 9, 14, 20, 26, 40, 50].map(at),
      ...Array.from({ length: 6 }, () => tie),
      ...Array.from({ length: 6 }, () => pastTie),
      ...[-0.5, -3, -10, -48, -100].map(at),
    ];
    const ids = await createInterviews(
      ctx.deps.db,
      times.map((scheduledAt) => ({
        companyId: company.user.id,
        candidateId: candidate.user.id,
        jobId: job.id,
        scheduledAt,
      })),
    );
    // Live (started within the hour) counts as upcoming: the list starts an hour back.
    expected = scheduleOrder(
      ids.map((id, i) => ({ id, at: times[i]! })),
      Date.now() - HOUR,
    );
  });

  it('pages a company’s interviews without overlap or skip, equal start times split by id', async () => {
    expect(expected.length).toBeGreaterThan(DEFAULT_PAGE_LIMIT);
    const first = await ctx.http
      .get(`/api/companies/${company.user.id}/interviews`)
      .set(company.auth);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(DEFAULT_PAGE_LIMIT);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    for (const path of [`/api/companies/${company.user.id}/interviews`, '/api/interviews']) {
      const { items, pages } = await pageThrough<{ id: number }>(company, path, 4);
      expect(items.map((i) => i.id)).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / 4));
    }
  });

  it('pages a candidate’s interviews the same way, without the company’s notes', async () => {
    const { items } = await pageThrough<Record<string, unknown>>(candidate, '/api/interviews', 7);
    expect(items.map((i) => i.id)).toEqual(expected);
    expect(items.every((i) => !('notes' in i))).toBe(true);
  });

  it('keeps ownership on every page: a cursor from another’s list shows nothing of theirs', async () => {
    const mine = await ctx.http.get('/api/interviews?limit=3').set(company.auth);
    const cursor = encodeURIComponent(mine.body.nextCursor as string);
    expect(
      (await ctx.http.get(`/api/interviews?cursor=${cursor}`).set(otherCompany.auth)).body,
    ).toEqual({ items: [], nextCursor: null });
    expect(
      (await ctx.http.get(`/api/interviews?cursor=${cursor}`).set(otherCandidate.auth)).body,
    ).toEqual({ items: [], nextCursor: null });
    const theirs = await ctx.http
      .get(`/api/companies/${company.user.id}/interviews?cursor=${cursor}`)
      .set(otherCompany.auth);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain('Paging Air');
  });

  it('refuses a crafted cursor with 400 INVALID_CURSOR', async () => {
    for (const cursor of CRAFTED) {
      for (const path of ['/api/interviews', `/api/companies/${company.user.id}/interviews`]) {
        const res = await ctx.http.get(path).query({ cursor }).set(company.auth);
        expect(res.status, `${path} ${cursor}`).toBe(400);
        expect(res.body.code).toBe('INVALID_CURSOR');
      }
    }
  });
});

describe('paging time slots', () => {
  let slotCompany: SignedIn;
  let ids: number[];
  let times: Date[];

  beforeAll(async () => {
    slotCompany = await signUp(ctx, 'company', 'Slot Pager');
    const job = await createJob(ctx.deps.db, slotCompany.user.id);
    const tie = at(72);
    times = [
      ...[1, 3, 6, 12, 24, 30, 36, 48, 60, 90].map(at),
      ...Array.from({ length: 5 }, () => tie),
      ...Array.from({ length: 6 }, () => at(-5)),
    ];
    ids = await createSlots(
      ctx.deps.db,
      times.map((scheduledAt) => ({ companyId: slotCompany.user.id, jobId: job.id, scheduledAt })),
    );
  });

  it('pages a company’s own slots: not yet started soonest first, then started ones latest first', async () => {
    const expected = scheduleOrder(
      ids.map((id, i) => ({ id, at: times[i]! })),
      Date.now(),
    );
    expect(expected.length).toBeGreaterThan(DEFAULT_PAGE_LIMIT);
    const { items } = await pageThrough<{ id: number; acceptance: unknown }>(
      slotCompany,
      '/api/time-slots',
      5,
    );
    expect(items.map((s) => s.id)).toEqual(expected);
    expect(items.every((s) => s.acceptance === null)).toBe(true);
  });

  it('pages a candidate through open future slots, each with their own request', async () => {
    const [closed, full, joined] = ids;
    await ctx.deps.db
      .update(timeSlots)
      .set({ closedAt: new Date() })
      .where(eq(timeSlots.id, closed!));
    await ctx.deps.db.update(timeSlots).set({ status: 'full' }).where(eq(timeSlots.id, full!));
    expect(
      (await ctx.http.post(`/api/time-slots/${joined}/accept`).set(candidate.auth).send({})).status,
    ).toBe(201);

    const future = ids.filter(
      (id, i) => times[i]!.getTime() > Date.now() && id !== closed && id !== full,
    );
    const { items } = await pageThrough<{ id: number; acceptance: { status: string } | null }>(
      candidate,
      `/api/time-slots?companyId=${slotCompany.user.id}`,
      4,
    );
    expect(items.map((s) => s.id)).toEqual(
      scheduleOrder(
        future.map((id) => ({ id, at: times[ids.indexOf(id)]! })),
        Date.now(),
      ),
    );
    expect(items.find((s) => s.id === joined)?.acceptance).toMatchObject({
      status: 'pending',
      timeSlotId: joined,
    });
    expect(items.filter((s) => s.acceptance !== null)).toHaveLength(1);
    // Another candidate does not see the first one's request.
    const theirs = await pageThrough<{ acceptance: unknown }>(
      otherCandidate,
      `/api/time-slots?companyId=${slotCompany.user.id}`,
      50,
    );
    expect(theirs.items.every((s) => s.acceptance === null)).toBe(true);
  });

  it('keeps a company to its own slots on every page, and refuses crafted cursors', async () => {
    const first = await ctx.http.get('/api/time-slots?limit=2').set(slotCompany.auth);
    const cursor = first.body.nextCursor as string;
    const other = await ctx.http.get('/api/time-slots').query({ cursor }).set(otherCompany.auth);
    expect(other.status).toBe(200);
    expect((other.body.items as { id: number }[]).some((s) => ids.includes(s.id))).toBe(false);
    for (const crafted of CRAFTED) {
      const res = await ctx.http
        .get('/api/time-slots')
        .query({ cursor: crafted })
        .set(slotCompany.auth);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
  });
});

describe('paging join requests and acceptances', () => {
  let owner: SignedIn;
  let requestIds: number[];
  let statuses: ('pending' | 'accepted' | 'rejected')[];
  let joiners: SignedIn[];

  beforeAll(async () => {
    owner = await signUp(ctx, 'company');
    const job = await createJob(ctx.deps.db, owner.user.id);
    const slots = await createSlots(
      ctx.deps.db,
      [1, 2, 3, 4, 5].map((h) => ({ companyId: owner.user.id, jobId: job.id, scheduledAt: at(h) })),
    );
    joiners = [
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
      await signUp(ctx, 'candidate'),
    ];
    const cycle = ['pending', 'accepted', 'rejected', 'accepted', 'pending'] as const;
    const rows = slots.flatMap((timeSlotId, s) =>
      joiners.map((j, c) => ({
        timeSlotId,
        candidateId: j.user.id,
        status: cycle[(s + c) % cycle.length]!,
      })),
    );
    statuses = rows.map((r) => r.status);
    requestIds = await createJoinRequests(ctx.deps.db, rows);
  });

  it('pages a company’s requests: pending first, then answered, newest first within each', async () => {
    const pending = requestIds.filter((_, i) => statuses[i] === 'pending').sort((a, b) => b - a);
    const answered = requestIds.filter((_, i) => statuses[i] !== 'pending').sort((a, b) => b - a);
    expect(requestIds.length).toBe(15);
    const { items, pages } = await pageThrough<{ id: number; status: string }>(
      owner,
      `/api/companies/${owner.user.id}/join-requests`,
      4,
    );
    expect(items.map((r) => r.id)).toEqual([...pending, ...answered]);
    expect(pages).toBe(4);
    // Exactly a page of pending requests: the next page starts the answered ones.
    const exact = await pageThrough<{ id: number }>(
      owner,
      `/api/companies/${owner.user.id}/join-requests`,
      pending.length,
    );
    expect(exact.items.map((r) => r.id)).toEqual([...pending, ...answered]);
  });

  it('keeps requests to their company on every page, and refuses crafted cursors', async () => {
    const first = await ctx.http
      .get(`/api/companies/${owner.user.id}/join-requests?limit=2`)
      .set(owner.auth);
    const cursor = first.body.nextCursor as string;
    expect(
      (
        await ctx.http
          .get(`/api/companies/${owner.user.id}/join-requests`)
          .query({ cursor })
          .set(otherCompany.auth)
      ).status,
    ).toBe(403);
    const own = await ctx.http
      .get(`/api/companies/${otherCompany.user.id}/join-requests`)
      .query({ cursor })
      .set(otherCompany.auth);
    expect(own.body.items.some((r: { id: number }) => requestIds.includes(r.id))).toBe(false);
    for (const crafted of [...CRAFTED, b64([5, 1]), b64([0, 0])]) {
      const res = await ctx.http
        .get(`/api/companies/${owner.user.id}/join-requests`)
        .query({ cursor: crafted })
        .set(owner.auth);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
  });

  it('pages a candidate’s own acceptances newest first', async () => {
    const joiner = joiners[0]!;
    const own = requestIds.filter((_, i) => i % joiners.length === 0).sort((a, b) => b - a);
    const { items, pages } = await pageThrough<{ joinRequestId: number }>(
      joiner,
      `/api/candidates/${joiner.user.id}/time-slot-acceptances`,
      2,
    );
    expect(items.map((a) => a.joinRequestId)).toEqual(own);
    expect(pages).toBe(3);
    const first = await ctx.http
      .get(`/api/candidates/${joiner.user.id}/time-slot-acceptances?limit=2`)
      .set(joiner.auth);
    const cursor = first.body.nextCursor as string;
    expect(
      (
        await ctx.http
          .get(`/api/candidates/${joiner.user.id}/time-slot-acceptances`)
          .query({ cursor })
          .set(joiners[1]!.auth)
      ).status,
    ).toBe(403);
    const bad = await ctx.http
      .get(`/api/candidates/${joiner.user.id}/time-slot-acceptances`)
      .query({ cursor: b64(['x']) })
      .set(joiner.auth);
    expect(bad.body.code).toBe('INVALID_CURSOR');
  });
});
