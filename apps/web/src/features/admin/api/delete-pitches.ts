import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteResponse } from '@takeoff/shared/admin';
import { apiDelete, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const deletePitch = (id: number) => apiDelete<void>(`/api/admin/pitches/${id}`);
export const bulkDeletePitches = (pitchIds: number[]) =>
  apiPost<BulkDeleteResponse>('/api/admin/bulk-delete-pitches', { pitchIds });

export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useBulkDeletePitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeletePitches,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
