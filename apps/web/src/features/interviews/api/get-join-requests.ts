import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JoinRequestPage } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const joinRequestsKey = ['join-requests'] as const;

/** Keyset pages: pending requests first, then answered ones, newest first within each. */
export const joinRequestsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: [...joinRequestsKey, companyId],
    queryFn: ({ signal, pageParam }) =>
      apiGet<JoinRequestPage>(`/api/companies/${companyId}/join-requests`, {
        signal,
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Loaded only while the join-requests tab is open (seeds). */
export const useJoinRequests = (companyId: number, enabled: boolean) =>
  useInfiniteQuery({ ...joinRequestsQueryOptions(companyId), enabled });
