import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledJobList, ScheduledJobRun } from '@takeoff/shared/admin';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const useScheduledJobs = () =>
  useQuery({
    queryKey: adminKeys.scheduledJobs,
    queryFn: () => apiGet<ScheduledJobList>('/api/admin/scheduled-jobs'),
  });

/** Queues one run of a scheduled job now; the audit log (and, should it fail, the failed jobs) then show it. */
export function useRunScheduledJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiPost<ScheduledJobRun>(`/api/admin/scheduled-jobs/${encodeURIComponent(name)}/run`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'background-jobs'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
