import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingSummary, RatingTargetType } from '@takeoff/shared/ratings';
import { apiGet } from '@/lib/api-client';

export const ratingQueryKeys = {
  summary: (targetType: RatingTargetType, targetId: number) =>
    ['ratings', 'summary', targetType, targetId] as const,
  mine: (targetType: RatingTargetType, targetId: number) =>
    ['ratings', 'mine', targetType, targetId] as const,
};

export function getRatingSummary(
  targetType: RatingTargetType,
  targetId: number,
  signal?: AbortSignal,
) {
  return apiGet<RatingSummary>('/api/ratings/target', { query: { targetId, targetType }, signal });
}

export const ratingSummaryQueryOptions = (targetType: RatingTargetType, targetId: number) =>
  queryOptions({
    queryKey: ratingQueryKeys.summary(targetType, targetId),
    queryFn: ({ signal }) => getRatingSummary(targetType, targetId, signal),
  });

/** Average and count; the query runs only for a signed-in viewer (seeds §6). */
export function useRatingSummary(
  targetType: RatingTargetType,
  targetId: number,
  signedIn: boolean,
) {
  return useQuery({ ...ratingSummaryQueryOptions(targetType, targetId), enabled: signedIn });
}
