import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '@takeoff/shared/messages';
import { apiGet } from '@/lib/api-client';

export const threadsQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'threads'],
    queryFn: ({ signal }) => apiGet<ThreadList>('/api/messages/threads', { signal }),
  });

export const useThreads = () => useQuery(threadsQueryOptions());
