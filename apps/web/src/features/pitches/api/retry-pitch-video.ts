import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { apiPost } from '@/lib/api-client';
import { pitchStudioKey } from './get-pitch-studio';

/** POST /api/pitch-videos/:id/retry: processes a failed video again. */
export function useRetryPitchVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<PitchVideoOwnerView>(`/api/pitch-videos/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pitchStudioKey }),
  });
}
