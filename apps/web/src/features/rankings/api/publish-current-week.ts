import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationResult } from '@takeoff/shared/rankings';
import { apiPost } from '@/lib/api-client';
import { rankingQueryKeys } from './get-top-talents';

export function publishCurrentWeek() {
  return apiPost<{ publications: PublicationResult[] }>('/api/admin/rankings/publish-current');
}

/** Admin: publish the week in progress now; both rankings refresh. */
export function usePublishCurrentWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCurrentWeek,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankingQueryKeys.all }),
  });
}
