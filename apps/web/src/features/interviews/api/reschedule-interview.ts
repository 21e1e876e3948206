import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, RescheduleInterviewRequest } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const rescheduleInterview = ({
  interviewId,
  ...body
}: RescheduleInterviewRequest & { interviewId: number }) =>
  apiPatch<Interview>(`/api/interviews/${interviewId}/reschedule`, body);

/** Moves an interview; the candidate is notified and mailed the updated invite. */
export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
