import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { joinRequestsKey } from './get-join-requests';
import { timeSlotsKey } from './get-time-slots';

export const closeTimeSlot = (slotId: number) =>
  apiPatch<TimeSlot>(`/api/time-slots/${slotId}/close`);

/** Closes a slot: no more joins, and its pending join requests are declined. */
export function useCloseTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTimeSlot,
    retry: false,
    onSettled: () =>
      Promise.all(
        [timeSlotsKey, joinRequestsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
