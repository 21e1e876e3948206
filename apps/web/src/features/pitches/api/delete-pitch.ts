import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

export const deletePitch = (id: number) => apiDelete<void>(`/api/candidate-pitches/${id}`);

export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePitch,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches'] }),
  });
}
