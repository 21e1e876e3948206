import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobInput } from '@takeoff/shared/admin-jobs';
import { apiPost, apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const createJob = (body: AdminJobInput) => apiPost<AdminJob>('/api/admin/jobs', body);
export const updateJob = (id: number, body: AdminJobInput) =>
  apiPut<AdminJob>(`/api/admin/jobs/${id}`, body);

/** Creates when `id` is null, edits otherwise. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminJobInput }) =>
      id === null ? createJob(body) : updateJob(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
