import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequest } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { joinRequestsKey } from './get-join-requests';
import { timeSlotsKey } from './get-time-slots';

export const rejectJoinRequest = (id: number) =>
  apiPatch<JoinRequest>(`/api/interview-join-requests/${id}/reject`);

export function useRejectJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectJoinRequest,
    retry: false,
    onSettled: () =>
      Promise.all(
        [joinRequestsKey, timeSlotsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
