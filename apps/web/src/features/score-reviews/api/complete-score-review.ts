import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteScoreReviewRequest, ScoreReview } from '@takeoff/shared/score-reviews';
import { apiPost } from '@/lib/api-client';

export type CompleteScoreReviewInput = CompleteScoreReviewRequest & { id: number };

/** Marks a candidate's open review request reviewed with a note; the candidate is told in the app and by mail. */
export function completeScoreReview({ id, ...body }: CompleteScoreReviewInput) {
  return apiPost<ScoreReview>(`/api/score-reviews/${id}/review`, body);
}

export function useCompleteScoreReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeScoreReview,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches'] }),
  });
}
