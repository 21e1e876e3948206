import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedVideo } from '@takeoff/shared/promos';
import { apiPost } from '@/lib/api-client';
import { savedVideosQueryKey } from './get-saved-videos';

export function saveVideo(promoId: number) {
  return apiPost<SavedVideo>('/api/saved-videos', { promoId });
}

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedVideosQueryKey }),
  });
}
