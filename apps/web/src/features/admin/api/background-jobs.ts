import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundJob, BackgroundJobList } from '@takeoff/shared/admin';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const useFailedBackgroundJobs = () =>
  useQuery({
    queryKey: adminKeys.backgroundJobs('failed'),
    queryFn: () => apiGet<BackgroundJobList>('/api/admin/background-jobs?state=failed'),
  });

export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<Pick<BackgroundJob, 'id' | 'queue' | 'state'>>(
        `/api/admin/background-jobs/${id}/retry`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'background-jobs'] }),
  });
}
