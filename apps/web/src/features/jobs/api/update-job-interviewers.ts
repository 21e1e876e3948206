import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobInterviewers } from '@takeoff/shared/org';
import { apiPut } from '@/lib/api-client';
import { jobInterviewersQueryOptions } from './get-job-interviewers';
import { setAnsweredData } from '@/lib/query-client';

/** Assigns the organisation's interviewers to a job: the list replaces the previous one. */
export function updateJobInterviewers({
  jobId,
  memberIds,
}: {
  jobId: number;
  memberIds: number[];
}) {
  return apiPut<JobInterviewers>(`/api/jobs/${jobId}/interviewers`, { memberIds });
}

export function useUpdateJobInterviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobInterviewers,
    retry: false,
    onSuccess: async (saved) => {
      await setAnsweredData(queryClient, jobInterviewersQueryOptions(saved.jobId).queryKey, saved);
      // The assigned interviewers count as pending on the job's scorecards.
      return queryClient.invalidateQueries({ queryKey: ['scorecards'] });
    },
  });
}
