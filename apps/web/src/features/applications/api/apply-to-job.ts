import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, CreateApplicationRequest } from '@takeoff/shared/applications';
import { apiPost } from '@/lib/api-client';

export const applyToJob = (input: CreateApplicationRequest) =>
  apiPost<Application>('/api/applications', input);

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
