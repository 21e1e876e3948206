import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { adminKeys, publicPitchesKey } from './admin-keys';

export const reorderPitches = (orderedIds: string[]) =>
  apiPut<{ updated: number }>('/api/admin/video-pitches/order', { orderedIds });

/** On success the admin list and the public pitch list are refreshed (seeds). */
export function useReorderPitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPitches,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pitches }),
        queryClient.invalidateQueries({ queryKey: publicPitchesKey }),
      ]);
    },
  });
}
