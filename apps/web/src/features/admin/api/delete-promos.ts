import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteResponse } from '@takeoff/shared/admin';
import { apiDelete, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const deletePromo = (id: number) => apiDelete<void>(`/api/admin/company-promos/${id}`);
export const bulkDeletePromos = (promoIds: number[]) =>
  apiPost<BulkDeleteResponse>('/api/admin/bulk-delete-promos', { promoIds });

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useBulkDeletePromos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeletePromos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
