import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScorecardCriteria, ScorecardCriteriaRequest } from '@takeoff/shared/scorecards';
import { apiPut } from '@/lib/api-client';
import { scorecardCriteriaQueryOptions } from './get-scorecard-criteria';
import { setAnsweredData } from '@/lib/query-client';

/** Sets a job's 3–8 criteria; one sent back with its id keeps the scores given on it. */
export function updateScorecardCriteria({
  jobId,
  criteria,
}: ScorecardCriteriaRequest & { jobId: number }) {
  return apiPut<ScorecardCriteria>(`/api/jobs/${jobId}/scorecard-criteria`, { criteria });
}

export function useUpdateScorecardCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScorecardCriteria,
    retry: false,
    onSuccess: async (saved) => {
      await setAnsweredData(
        queryClient,
        scorecardCriteriaQueryOptions(saved.jobId).queryKey,
        saved,
      );
      return queryClient.invalidateQueries({ queryKey: ['scorecards'] });
    },
  });
}
