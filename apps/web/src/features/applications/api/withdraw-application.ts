import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

export const withdrawApplication = (id: number) => apiDelete<void>(`/api/applications/${id}`);

/** Withdraws a pending application; the lists and the overview's counts reload. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    retry: false,
    onSuccess: (_answer, id) => {
      // The withdrawn application is gone: asked again, its timeline (under the same key) could only meet a 404.
      const ofOthers = ({ queryKey }: Query) => !(queryKey[1] === 'timeline' && queryKey[2] === id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'], predicate: ofOthers }),
        queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
      ]);
    },
  });
}
