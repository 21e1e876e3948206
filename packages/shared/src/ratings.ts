import { z } from 'zod';
import { Id } from './common';
import type { UserRole } from './auth';
import { STAR_COUNT } from './constants';

export const MIN_RATING = 1;
export const MAX_RATING = STAR_COUNT;

export const RatingTargetType = z.enum(['candidate', 'company']).meta({ id: 'RatingTargetType' });
export type RatingTargetType = z.infer<typeof RatingTargetType>;

/** A whole number of stars, 1–5. */
export const RatingValue = z.number().int().min(MIN_RATING).max(MAX_RATING);

export const CreateRatingRequest = z
  .object({ targetType: RatingTargetType, targetId: Id, rating: RatingValue })
  .meta({ id: 'CreateRatingRequest' });
export type CreateRatingRequest = z.infer<typeof CreateRatingRequest>;

export const RatingTargetQuery = z
  .object({ targetId: Id, targetType: RatingTargetType })
  .meta({ id: 'RatingTargetQuery' });
export type RatingTargetQuery = z.infer<typeof RatingTargetQuery>;

export const RatingSummary = z
  .object({
    /** Average to one decimal; 0 when nobody has rated yet. */
    average: z.number(),
    count: z.number().int(),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const MyRating = z
  .object({
    rating: z.number().int().nullable(),
    /** For a company: the member of the organisation who gave (or last changed) the organisation's rating. */
    ratedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'MyRating' });
export type MyRating = z.infer<typeof MyRating>;

export const Rating = z
  .object({
    targetType: RatingTargetType,
    targetId: z.number().int(),
    rating: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof Rating>;

/** Which target type a role may rate: companies rate candidates, candidates rate companies, nobody else rates. */
export function ratableTargetType(role: UserRole): RatingTargetType | null {
  if (role === 'company') return 'candidate';
  if (role === 'candidate') return 'company';
  return null;
}

/** Whether a user may rate the target (the server also refuses rating oneself). */
export function canRate(
  rater: { id: number; role: UserRole },
  target: { id: number; type: RatingTargetType },
): boolean {
  return ratableTargetType(rater.role) === target.type && rater.id !== target.id;
}

/** Averages are shown and ranked to one decimal; computed from the integer sum so 4.35 rounds to 4.4, not 4.3. */
export const averageToOneDecimal = (sum: number, count: number) =>
  count === 0 ? 0 : Math.round((sum * 10) / count) / 10;

export const ratingCountLabel = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
