import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelInterviewRequest, Interview } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const cancelInterview = ({
  interviewId,
  ...body
}: CancelInterviewRequest & { interviewId: number }) =>
  apiPatch<Interview>(`/api/interviews/${interviewId}/cancel`, body);

/** Cancels an interview (it stays listed, marked cancelled); the candidate is notified with the reason. */
export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
