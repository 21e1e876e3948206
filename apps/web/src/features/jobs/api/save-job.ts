import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/lib/api-client';
import { savedJobsQueryKey } from './get-saved-jobs';

export const saveJob = (jobId: number) => apiPost<void>(`/api/saved-jobs/${jobId}`);
export const unsaveJob = (jobId: number) => apiDelete<void>(`/api/saved-jobs/${jobId}`);

export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) =>
      saved ? unsaveJob(jobId) : saveJob(jobId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryKey }),
  });
}
