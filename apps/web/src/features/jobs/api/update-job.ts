import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, UpdateJobRequest } from '@takeoff/shared/jobs';
import { apiPut } from '@/lib/api-client';

export function updateJob({ id, ...input }: UpdateJobRequest & { id: number }) {
  return apiPut<Job>(`/api/jobs/${id}`, input);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
