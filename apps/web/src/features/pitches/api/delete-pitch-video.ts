import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { pitchStudioKey } from './get-pitch-studio';

/** DELETE /api/pitch-videos/:id: drops a failed (or unwanted pending) video and its files. */
export function useDeletePitchVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<unknown>(`/api/pitch-videos/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pitchStudioKey }),
  });
}
