import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequest } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';
import { joinRequestsKey } from './get-join-requests';
import { timeSlotsKey } from './get-time-slots';

export const acceptJoinRequest = (id: number) =>
  apiPatch<JoinRequest>(`/api/interview-join-requests/${id}/accept`);

export function useAcceptJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptJoinRequest,
    retry: false,
    onSettled: () =>
      Promise.all(
        [joinRequestsKey, interviewsKey, timeSlotsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
