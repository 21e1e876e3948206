import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scorecard, ScorecardInput } from '@takeoff/shared/scorecards';
import { apiPut } from '@/lib/api-client';
import { scorecardsQueryKey } from './get-scorecards';

/** Edits the scorecard I submitted. */
export function updateMyScorecard({
  applicationId,
  input,
}: {
  applicationId: number;
  input: ScorecardInput;
}) {
  return apiPut<Scorecard>(`/api/applications/${applicationId}/scorecards/mine`, input);
}

export function useUpdateMyScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyScorecard,
    retry: false,
    onSuccess: (_card, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: scorecardsQueryKey(applicationId) }),
  });
}
