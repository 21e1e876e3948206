import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadMessages } from '@takeoff/shared/messages';
import { apiGet } from '@/lib/api-client';

export const threadQueryOptions = (partnerId: number) =>
  infiniteQueryOptions({
    queryKey: ['messages', 'thread', partnerId],
    queryFn: ({ pageParam, signal }) =>
      apiGet<ThreadMessages>(`/api/messages/threads/${partnerId}`, {
        signal,
        query: { limit: 50, cursor: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useThread = (partnerId: number) => useInfiniteQuery(threadQueryOptions(partnerId));
