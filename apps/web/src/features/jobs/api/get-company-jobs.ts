import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobPage } from '@takeoff/shared/jobs';
import { apiGet } from '@/lib/api-client';

export const companyJobsQueryKey = (companyId: number) => ['jobs', 'company', companyId] as const;

export const companyJobsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: companyJobsQueryKey(companyId),
    queryFn: ({ signal, pageParam }) =>
      apiGet<JobPage>(`/api/companies/${companyId}/jobs`, {
        signal,
        query: { limit: 50, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useCompanyJobs = (companyId: number) =>
  useInfiniteQuery(companyJobsQueryOptions(companyId));
