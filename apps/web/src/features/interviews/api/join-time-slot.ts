import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlotAcceptance } from '@takeoff/shared/interviews';
import { apiPost } from '@/lib/api-client';
import { timeSlotsKey } from './get-time-slots';

export const joinTimeSlot = (slotId: number) =>
  apiPost<TimeSlotAcceptance>(`/api/time-slots/${slotId}/accept`, {});

export function useJoinTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTimeSlot,
    // A retry would only meet 'already joined'.
    retry: false,
    // The slot list carries the candidate's own request, so refreshing it shows the accepted panel.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeSlotsKey }),
  });
}
