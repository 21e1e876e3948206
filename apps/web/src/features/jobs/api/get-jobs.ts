import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { JobBoardPage } from '@takeoff/shared/jobs';
import { apiGet } from '@/lib/api-client';

export const jobBoardQueryKey = (q: string) => ['jobs', 'board', q] as const;

/** The candidate board, searched on the server; the first page carries the count. */
export const jobBoardQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: jobBoardQueryKey(q),
    queryFn: ({ signal, pageParam }) =>
      apiGet<JobBoardPage>('/api/jobs', {
        signal,
        query: { q: q || undefined, limit: 20, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useJobBoard = (q: string) => useInfiniteQuery(jobBoardQueryOptions(q));
