import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const deleteUser = (id: number) => apiDelete<void>(`/api/admin/users/${id}`);

/** After each delete the dashboard data is reloaded (seeds). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
