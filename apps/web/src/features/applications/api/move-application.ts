import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStatus, JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { apiPatch } from '@/lib/api-client';

export const moveApplication = ({ id, status }: { id: number; status: ApplicationStatus }) =>
  apiPatch<Application>(`/api/applications/${id}/status`, { status });

/** Moves optimistically (drag and drop must feel instant) and rolls back if the server refuses. */
export function useMoveApplication(companyId: number) {
  const queryClient = useQueryClient();
  const key = ['applications', 'by-job', companyId];
  return useMutation({
    mutationFn: moveApplication,
    retry: false,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JobsWithApplicationsPage>(key);
      if (previous) {
        queryClient.setQueryData<JobsWithApplicationsPage>(key, {
          ...previous,
          items: previous.items.map((job) => ({ ...job, applications: job.applications.map((a) => (a.id === id ? { ...a, status } : a)) })),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
