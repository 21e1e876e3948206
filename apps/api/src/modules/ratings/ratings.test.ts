import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { ratings } from '../../db/schema/ratings';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
let otherCandidate: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [company, otherCompany, candidate, otherCandidate] = await Promise.all([
    signUp(ctx, 'company'),
    signUp(ctx, 'company'),
    signUp(ctx, 'candidate'),
    signUp(ctx, 'candidate'),
  ]);
  admin = await signInAdmin(ctx);
});

const rate = (who: SignedIn, body: Record<string, unknown>) =>
  ctx.http.post('/api/ratings').set(who.auth).send(body);
const summaryOf = (who: SignedIn, targetId: number, targetType: string) =>
  ctx.http.get('/api/ratings/target').set(who.auth).query({ targetId, targetType });
const mine = (who: SignedIn, targetId: number, targetType: string) =>
  ctx.http.get('/api/ratings/user').set(who.auth).query({ targetId, targetType });
const ratingRows = async () =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(ratings))[0]!.n;

describe('rating a candidate as a company', () => {
  it('stores one rating per rater and target; a second one updates it; the average follows', async () => {
    const target = await signUp(ctx, 'candidate');
    expect((await summaryOf(candidate, target.user.id, 'candidate')).body).toEqual({
      average: 0,
      count: 0,
    });
    expect((await mine(company, target.user.id, 'candidate')).body).toEqual({
      rating: null,
      ratedBy: null,
    });

    const first = await rate(company, {
      targetType: 'candidate',
      targetId: target.user.id,
      rating: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      targetType: 'candidate',
      targetId: target.user.id,
      rating: 3,
    });
    expect(
      (await rate(otherCompany, { targetType: 'candidate', targetId: target.user.id, rating: 5 }))
        .status,
    ).toBe(200);
    expect((await summaryOf(candidate, target.user.id, 'candidate')).body).toEqual({
      average: 4,
      count: 2,
    });

    expect(
      (await rate(company, { targetType: 'candidate', targetId: target.user.id, rating: 4 }))
        .status,
    ).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(ratings)
      .where(eq(ratings.targetId, target.user.id));
    expect(rows).toHaveLength(2);
    expect((await mine(company, target.user.id, 'candidate')).body).toEqual({
      rating: 4,
      ratedBy: { id: company.user.id, name: company.user.name },
    });
    expect((await summaryOf(admin, target.user.id, 'candidate')).body).toEqual({
      average: 4.5,
      count: 2,
    });
  });

  it('rounds the average to one decimal', async () => {
    const target = await signUp(ctx, 'candidate');
    const third = await signUp(ctx, 'company');
    for (const [who, stars] of [
      [company, 5],
      [otherCompany, 4],
      [third, 4],
    ] as const) {
      await rate(who, { targetType: 'candidate', targetId: target.user.id, rating: stars });
    }
    expect((await summaryOf(company, target.user.id, 'candidate')).body).toEqual({
      average: 4.3,
      count: 3,
    });
  });
});

describe('rating a company as a candidate', () => {
  it('works the other way round, and the company sees its summary read-only', async () => {
    expect(
      (await rate(candidate, { targetType: 'company', targetId: otherCompany.user.id, rating: 2 }))
        .status,
    ).toBe(200);
    expect((await mine(candidate, otherCompany.user.id, 'company')).body).toEqual({
      rating: 2,
      ratedBy: null,
    });
    const seen = await summaryOf(otherCompany, otherCompany.user.id, 'company');
    expect(seen.status).toBe(200);
    expect(seen.body.count).toBeGreaterThanOrEqual(1);
    // The company may not read "its own rating" of itself: it cannot rate companies.
    expect((await mine(otherCompany, otherCompany.user.id, 'company')).status).toBe(403);
  });
});

describe('refusals change nothing', () => {
  it.each([
    [
      'a company rating a company',
      () => rate(company, { targetType: 'company', targetId: otherCompany.user.id, rating: 4 }),
      403,
    ],
    [
      'a company rating itself',
      () => rate(company, { targetType: 'company', targetId: company.user.id, rating: 5 }),
      403,
    ],
    [
      'a candidate rating a candidate',
      () =>
        rate(candidate, { targetType: 'candidate', targetId: otherCandidate.user.id, rating: 4 }),
      403,
    ],
    [
      'a candidate rating itself',
      () => rate(candidate, { targetType: 'candidate', targetId: candidate.user.id, rating: 5 }),
      403,
    ],
    [
      'an admin rating anyone',
      () => rate(admin, { targetType: 'candidate', targetId: candidate.user.id, rating: 4 }),
      403,
    ],
    [
      'a company id posing as a candidate',
      () => rate(company, { targetType: 'candidate', targetId: otherCompany.user.id, rating: 4 }),
      404,
    ],
    [
      'an unknown candidate',
      () => rate(company, { targetType: 'candidate', targetId: 2_000_000_000, rating: 4 }),
      404,
    ],
    [
      'zero stars',
      () => rate(company, { targetType: 'candidate', targetId: candidate.user.id, rating: 0 }),
      400,
    ],
    [
      'six stars',
      () => rate(company, { targetType: 'candidate', targetId: candidate.user.id, rating: 6 }),
      400,
    ],
    [
      'half a star',
      () => rate(company, { targetType: 'candidate', targetId: candidate.user.id, rating: 3.5 }),
      400,
    ],
    [
      'a string rating',
      () => rate(company, { targetType: 'candidate', targetId: candidate.user.id, rating: 'five' }),
      400,
    ],
    [
      'an unknown target type',
      () => rate(company, { targetType: 'job', targetId: candidate.user.id, rating: 4 }),
      400,
    ],
    ['no target id', () => rate(company, { targetType: 'candidate', rating: 4 }), 400],
  ])('%s → %i', async (_name, send, status) => {
    const before = await ratingRows();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await ratingRows()).toBe(before);
  });

  it('answers 404 for the summary or own rating of an unknown target, 400 for a bad query', async () => {
    expect((await summaryOf(company, 2_000_000_000, 'candidate')).status).toBe(404);
    expect((await mine(company, 2_000_000_000, 'candidate')).status).toBe(404);
    expect((await summaryOf(company, candidate.user.id, 'admin')).status).toBe(400);
    expect(
      (
        await ctx.http
          .get('/api/ratings/target')
          .set(company.auth)
          .query({ targetType: 'candidate' })
      ).status,
    ).toBe(400);
  });

  it('refuses the own-rating query to users who may not rate the target', async () => {
    expect((await mine(admin, candidate.user.id, 'candidate')).status).toBe(403);
    expect((await mine(candidate, otherCandidate.user.id, 'candidate')).status).toBe(403);
    expect((await mine(company, otherCompany.user.id, 'company')).status).toBe(403);
  });
});
