import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInterviewRequest, ScheduledInterview } from '@takeoff/shared/interviews';
import { apiPost } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const createInterview = (input: CreateInterviewRequest) =>
  apiPost<ScheduledInterview>('/api/interviews', input);

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    // Creating twice would schedule twice.
    retry: false,
    // The booking may move the application to Interviewing: the board and stats (another feature's queries) follow.
    onSuccess: (interview) =>
      queryClient.invalidateQueries(
        interview.movedApplication ? undefined : { queryKey: interviewsKey },
      ),
  });
}
