import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ratings } from '../../db/schema/ratings';
import {
  only,
  throwaway,
  unchanged,
  type FieldRow,
  type FixtureUser,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';

/** Each role aims at the kind it could rate: candidates at `company`, everyone else at `candidate`. */
const targetFor = (f: MatrixFixture, role: MatrixRole) =>
  role === 'candidate'
    ? { targetType: 'company', targetId: f.company.user.id }
    : { targetType: 'candidate', targetId: f.candidate.user.id };

/** A company that has not accepted the Company Terms is refused rating candidates and their averages. */
const termsRequired = { company: 403, otherCompany: 403 } as const;
const raters = { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 };

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/ratings',
    prepare: (f, role) => ({ body: { ...targetFor(f, role), rating: 4 } }),
    expect: raters,
    withoutConsent: termsRequired,
  },
  {
    method: 'get',
    path: '/api/ratings/user',
    prepare: (f, role) => {
      const t = targetFor(f, role);
      return { url: `/api/ratings/user?targetId=${t.targetId}&targetType=${t.targetType}` };
    },
    expect: raters,
  },
  {
    method: 'get',
    path: '/api/ratings/target',
    prepare: (f) => ({
      url: `/api/ratings/target?targetId=${f.candidate.user.id}&targetType=candidate`,
    }),
    expect: only.signedIn(200),
    withoutConsent: termsRequired,
  },
];

/** `company` rates a throwaway candidate; returns the candidate and the check that the rating is untouched. */
async function companyRating(f: MatrixFixture) {
  const target = await throwaway(f, 'candidate');
  await f.ctx.http
    .post('/api/ratings')
    .set(f.company.auth)
    .send({ targetType: 'candidate', targetId: target.user.id, rating: 5 })
    .expect(200);
  return {
    target,
    verify: await unchanged(
      f,
      ratings,
      and(eq(ratings.raterId, f.company.user.id), eq(ratings.targetId, target.user.id)),
    ),
  };
}

export const objectRows: ObjectRow[] = [
  {
    method: 'post',
    path: '/api/ratings',
    ids: ['targetId'],
    as: 'otherCompany',
    sharedBecause:
      'every company rates every candidate; the rating written is the caller’s own, another company’s stays as it was',
    prepare: async (f) => {
      const { target, verify } = await companyRating(f);
      return { body: { targetType: 'candidate', targetId: target.user.id, rating: 1 }, verify };
    },
    expect: 200,
  },
  {
    method: 'get',
    path: '/api/ratings/user',
    ids: ['targetId'],
    as: 'otherCompany',
    sharedBecause: 'the answer is the caller’s own rating of the target, never another rater’s',
    prepare: async (f) => {
      const { target } = await companyRating(f);
      return {
        url: `/api/ratings/user?targetId=${target.user.id}&targetType=candidate`,
        verify: (res) => expect(res.body).toEqual({ rating: null, ratedBy: null }),
      };
    },
    expect: 200,
  },
  {
    method: 'get',
    path: '/api/ratings/target',
    ids: ['targetId'],
    as: 'otherCompany',
    sharedBecause: 'averages are shown to every signed-in user (seeds), without who rated',
    prepare: async (f) => {
      const { target } = await companyRating(f);
      return {
        url: `/api/ratings/target?targetId=${target.user.id}&targetType=candidate`,
        verify: (res) => expect(res.body).toEqual({ average: 5, count: 1 }),
      };
    },
    expect: 200,
  },
];

/** A rater aims at its own kind: refused, and no rating is written. */
const wrongDirection = (
  as: FixtureUser & ('company' | 'candidate'),
  target: 'otherCompany' | 'otherCandidate',
  targetType: string,
): FieldRow => ({
  method: 'post',
  path: '/api/ratings',
  fields: ['targetType'],
  as,
  outcome: 'refused',
  prepare: async (f) => ({
    body: { targetType, targetId: f[target].user.id, rating: 1 },
    verify: async () => {
      const written = await f.ctx.deps.db
        .select()
        .from(ratings)
        .where(and(eq(ratings.raterId, f[as].user.id), eq(ratings.targetId, f[target].user.id)));
      expect(written).toEqual([]);
    },
  }),
  expect: 403,
});

export const fieldRows: FieldRow[] = [
  wrongDirection('company', 'otherCompany', 'company'),
  wrongDirection('candidate', 'otherCandidate', 'candidate'),
];
