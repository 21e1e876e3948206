import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreReviewList } from '@takeoff/shared/score-reviews';
import { apiGet } from '@/lib/api-client';

export const myScoreReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['score-reviews', 'mine'] as const,
    queryFn: ({ signal }) => apiGet<ScoreReviewList>('/api/score-reviews/mine', { signal }),
  });

export const useMyScoreReviews = () => useQuery(myScoreReviewsQueryOptions());
