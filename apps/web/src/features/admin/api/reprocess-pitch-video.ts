import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/pitch-videos/:id/reprocess: queues the video's processing again (from its original). */
export function useReprocessPitchVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) =>
      apiPost<unknown>(`/api/admin/pitch-videos/${videoId}/reprocess`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pitches }),
  });
}
