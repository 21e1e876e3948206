import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@takeoff/shared/admin';
import { apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const setCompanyVerified = ({ id, verified }: { id: number; verified: boolean }) =>
  apiPut<AdminUser>(`/api/admin/companies/${id}/verification`, { verified });

export function useSetCompanyVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyVerified,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
