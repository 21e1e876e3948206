import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  ApplicationStatus,
  JobsWithApplicationsPage,
} from '@takeoff/shared/applications';
import { apiPatch } from '@/lib/api-client';

export const moveApplication = ({ id, status }: { id: number; status: ApplicationStatus }) =>
  apiPatch<Application>(`/api/applications/${id}/status`, { status });

/**
 * Moves optimistically (drag and drop must feel instant) and rolls back if the server refuses.
 * Quick successive moves are sent one after the other (same scope), so the server applies them in
 * the order they were made, and the board refetches only after the last one, so an earlier
 * response never drags a card back while later moves are still on their way.
 */
export function useMoveApplication(companyId: number) {
  const queryClient = useQueryClient();
  // Every cached board of the company: the whole pipeline and its talent pool view.
  const key = ['applications', 'by-job', companyId];
  const mutationKey = ['move-application', companyId];
  return useMutation({
    mutationKey,
    scope: { id: `move-application-${companyId}` },
    mutationFn: moveApplication,
    retry: false,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<JobsWithApplicationsPage>({ queryKey: key });
      queryClient.setQueriesData<JobsWithApplicationsPage>({ queryKey: key }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((job) => ({
                ...job,
                applications: job.applications.map((a) => (a.id === id ? { ...a, status } : a)),
              })),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, page] of context?.previous ?? [])
        queryClient.setQueryData(queryKey, page);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1)
        return queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
