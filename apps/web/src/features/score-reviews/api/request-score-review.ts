import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestScoreReviewRequest, ScoreReview } from '@takeoff/shared/score-reviews';
import { apiPost } from '@/lib/api-client';
import { myScoreReviewsQueryOptions } from './get-my-score-reviews';

export const requestScoreReview = (body: RequestScoreReviewRequest) =>
  apiPost<ScoreReview>('/api/score-reviews', body);

export function useRequestScoreReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestScoreReview,
    retry: false,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myScoreReviewsQueryOptions().queryKey }),
  });
}
