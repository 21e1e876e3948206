import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { scorecardsQueryKey } from './get-scorecards';

export type RequestScorecardInput = { applicationId: number; memberId: number };

/** Asks a member for their scorecard (they get a notification and a mail); they then count as pending. */
export function requestScorecard({ applicationId, memberId }: RequestScorecardInput) {
  return apiPost<void>(`/api/applications/${applicationId}/scorecard-requests`, { memberId });
}

export function useRequestScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestScorecard,
    retry: false,
    onSuccess: (_nothing, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: scorecardsQueryKey(applicationId) }),
  });
}
