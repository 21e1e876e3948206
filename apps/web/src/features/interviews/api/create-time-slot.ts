import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeSlotRequest, TimeSlot } from '@takeoff/shared/interviews';
import { apiPost } from '@/lib/api-client';
import { timeSlotsKey } from './get-time-slots';

export const createTimeSlot = (input: CreateTimeSlotRequest) =>
  apiPost<TimeSlot>('/api/time-slots', input);

export function useCreateTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeSlot,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeSlotsKey }),
  });
}
