import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInterviewRequest, Interview } from '@takeoff/shared/interviews';
import { apiPost } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const createInterview = (input: CreateInterviewRequest) =>
  apiPost<Interview>('/api/interviews', input);

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    // Creating twice would schedule twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
