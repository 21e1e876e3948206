import { and, eq, sql } from 'drizzle-orm';
import {
  averageToOneDecimal,
  ratableTargetType,
  type CreateRatingRequest,
  type MyRating,
  type Rating,
  type RatingSummary,
  type RatingTargetQuery,
} from '@takeoff/shared/ratings';
import type { AppDeps } from '../../deps';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { ratings } from '../../db/schema/ratings';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import {
  assertCandidateConsentNotWithdrawn,
  assertCompanyTermsAccepted,
  isCandidateConsentWithdrawn,
} from '../consent/consent-state';

type Deps = Pick<AppDeps, 'db'>;

const userOfRole = preparedPerDatabase((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, sql.placeholder('role'))))
    .limit(1)
    .prepare('takeoff_rating_target'),
);

/** The target must be an existing user of the named kind; anything else is 404 (no such candidate/company). */
async function requireTarget(deps: Deps, target: RatingTargetQuery) {
  const [row] = await userOfRole(deps.db).execute({ id: target.targetId, role: target.targetType });
  if (!row) throw AppError.notFound(`No ${target.targetType} with id ${target.targetId}`);
}

/** One rating per rater and target (unique key): a second one replaces the first. */
const upsertRating = preparedPerDatabase((db) =>
  db
    .insert(ratings)
    .values({
      raterId: sql.placeholder('raterId'),
      targetId: sql.placeholder('targetId'),
      targetType: sql.placeholder('targetType'),
      rating: sql.placeholder('rating'),
      ratedBy: sql.placeholder('ratedBy'),
    })
    .onConflictDoUpdate({
      target: [ratings.raterId, ratings.targetId],
      // updated_at decides the ranking week a rating counts in: a re-rating counts in the week it was made.
      set: {
        rating: sql`excluded.rating`,
        targetType: sql`excluded.target_type`,
        ratedBy: sql`excluded.rated_by`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      targetType: ratings.targetType,
      targetId: ratings.targetId,
      rating: ratings.rating,
      updatedAt: ratings.updatedAt,
    })
    .prepare('takeoff_rate'),
);

/** Companies rate candidates, candidates rate companies; admins and the wrong direction are refused. */
function assertMayRate(actor: SessionUser, target: RatingTargetQuery) {
  const allowed = ratableTargetType(actor.role);
  if (!allowed)
    throw AppError.forbidden('Only companies and candidates give ratings', 'RATING_NOT_ALLOWED');
  if (allowed !== target.targetType) {
    throw AppError.forbidden(
      `A ${actor.role} may only rate a ${allowed}`,
      'RATING_WRONG_DIRECTION',
    );
  }
  // Unreachable with today's roles (nobody rates their own kind), kept so a future role cannot rate itself.
  if (target.targetId === actor.partyId)
    throw AppError.forbidden('You cannot rate yourself', 'RATING_SELF');
}

/**
 * Creates the rater's rating of the target, or updates it: one per rater and target (unique key).
 * A company rates candidates under its terms (403 after withdrawing them), and not a candidate who
 * withdrew their consent (409): ratings feed Top Talent.
 */
export async function rate(
  deps: Deps,
  actor: SessionUser,
  input: CreateRatingRequest,
): Promise<Rating> {
  assertMayRate(actor, input);
  await requireTarget(deps, input);
  if (input.targetType === 'candidate') {
    await assertCompanyTermsAccepted(deps.db, actor);
    await assertCandidateConsentNotWithdrawn(deps.db, input.targetId);
  }
  const [row] = await upsertRating(deps.db).execute({
    raterId: actor.partyId,
    targetId: input.targetId,
    targetType: input.targetType,
    rating: input.rating,
    ratedBy: actor.id,
  });
  return {
    targetType: row!.targetType,
    targetId: row!.targetId,
    rating: row!.rating,
    updatedAt: row!.updatedAt.toISOString(),
  };
}

/**
 * Average (one decimal) and count of all ratings a target has received; any signed-in user may read it.
 * A candidate's average is their data: a company without accepted terms is refused (403), and a candidate
 * who withdrew their consent is not found for anyone but themself and admins, as their pitch is not.
 */
export async function summary(
  deps: Deps,
  actor: SessionUser,
  target: RatingTargetQuery,
): Promise<RatingSummary> {
  await requireTarget(deps, target);
  if (
    target.targetType === 'candidate' &&
    actor.role !== 'admin' &&
    actor.partyId !== target.targetId
  ) {
    await assertCompanyTermsAccepted(deps.db, actor);
    if (await isCandidateConsentWithdrawn(deps.db, target.targetId))
      throw AppError.notFound(`No candidate with id ${target.targetId}`);
  }
  const [row] = await deps.db
    .select({
      sum: sql<number>`coalesce(sum(${ratings.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.targetId, target.targetId), eq(ratings.targetType, target.targetType)));
  const count = Number(row?.count ?? 0);
  return { average: averageToOneDecimal(Number(row?.sum ?? 0), count), count };
}

/** The caller's own rating of a target; only for a caller who may rate it. */
export async function myRating(
  deps: Deps,
  actor: SessionUser,
  target: RatingTargetQuery,
): Promise<MyRating> {
  assertMayRate(actor, target);
  await requireTarget(deps, target);
  const [row] = await deps.db
    .select({ rating: ratings.rating, ratedBy: ratings.ratedBy, ratedByName: users.name })
    .from(ratings)
    .leftJoin(users, eq(users.id, ratings.ratedBy))
    .where(and(eq(ratings.raterId, actor.partyId), eq(ratings.targetId, target.targetId)))
    .limit(1);
  const ratedBy =
    actor.role === 'company' && row?.ratedBy != null
      ? { id: row.ratedBy, name: row.ratedByName ?? '' }
      : null;
  return { rating: row?.rating ?? null, ratedBy };
}
