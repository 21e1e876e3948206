import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scorecard, ScorecardInput } from '@takeoff/shared/scorecards';
import { apiPost } from '@/lib/api-client';
import { scorecardsQueryKey } from './get-scorecards';

/** Submits my scorecard: once per application (a second is 409 SCORECARD_EXISTS; edit it instead). */
export function submitScorecard({
  applicationId,
  input,
}: {
  applicationId: number;
  input: ScorecardInput;
}) {
  return apiPost<Scorecard>(`/api/applications/${applicationId}/scorecards`, input);
}

export function useSubmitScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitScorecard,
    retry: false,
    onSuccess: (_card, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: scorecardsQueryKey(applicationId) }),
  });
}
