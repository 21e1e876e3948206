import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot, UpdateTimeSlotRequest } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';
import { joinRequestsKey } from './get-join-requests';
import { timeSlotsKey } from './get-time-slots';

export const updateTimeSlot = ({ slotId, ...body }: UpdateTimeSlotRequest & { slotId: number }) =>
  apiPatch<TimeSlot>(`/api/time-slots/${slotId}`, body);

/** Edits a slot; interviews accepted from it and still at its time move with it. */
export function useUpdateTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeSlot,
    retry: false,
    onSettled: () =>
      Promise.all(
        [timeSlotsKey, joinRequestsKey, interviewsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
