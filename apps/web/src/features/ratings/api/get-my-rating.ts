import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRating, RatingTargetType } from '@takeoff/shared/ratings';
import { apiGet } from '@/lib/api-client';
import { ratingQueryKeys } from './get-rating-summary';

export function getMyRating(targetType: RatingTargetType, targetId: number, signal?: AbortSignal) {
  return apiGet<MyRating>('/api/ratings/user', { query: { targetId, targetType }, signal });
}

export const myRatingQueryOptions = (targetType: RatingTargetType, targetId: number) =>
  queryOptions({
    queryKey: ratingQueryKeys.mine(targetType, targetId),
    queryFn: ({ signal }) => getMyRating(targetType, targetId, signal),
  });

/** The viewer's own rating; loaded only when the viewer may rate this target (seeds §6). */
export function useMyRating(targetType: RatingTargetType, targetId: number, mayRate: boolean) {
  return useQuery({ ...myRatingQueryOptions(targetType, targetId), enabled: mayRate });
}
