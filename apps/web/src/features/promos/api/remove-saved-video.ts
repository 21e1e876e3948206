import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { savedVideosQueryKey } from './get-saved-videos';

export function removeSavedVideo(promoId: number) {
  return apiDelete<void>(`/api/saved-videos/${promoId}`);
}

export function useRemoveSavedVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedVideosQueryKey }),
  });
}
