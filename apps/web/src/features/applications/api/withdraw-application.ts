import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

export const withdrawApplication = (id: number) => apiDelete<void>(`/api/applications/${id}`);

/** Withdraws a pending application; the lists and the overview's counts reload. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
      ]),
  });
}
