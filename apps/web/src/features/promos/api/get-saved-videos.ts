import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedVideo } from '@takeoff/shared/promos';
import { apiGet } from '@/lib/api-client';

export const savedVideosQueryKey = ['promos', 'saved-videos'] as const;

export const savedVideosQueryOptions = () =>
  queryOptions({
    queryKey: savedVideosQueryKey,
    queryFn: ({ signal }) => apiGet<SavedVideo[]>('/api/saved-videos', { signal }),
  });

export function useSavedVideos(enabled = true) {
  return useQuery({ ...savedVideosQueryOptions(), enabled });
}
