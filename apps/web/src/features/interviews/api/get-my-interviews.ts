import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InterviewPage } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const interviewsKey = ['interviews'] as const;

/** Keyset pages: live and upcoming interviews soonest first, then past ones latest first. */
export const myInterviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...interviewsKey, 'mine'],
    queryFn: ({ signal, pageParam }) =>
      apiGet<InterviewPage>('/api/interviews', { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in candidate's or company's own interviews ('Load more' fetches the next page). */
export const useMyInterviews = () => useInfiniteQuery(myInterviewsQueryOptions());
