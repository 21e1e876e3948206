import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicCompanyPage } from '@takeoff/shared/companies';
import { apiGet } from '@/lib/api-client';

export const companiesQueryKey = ['companies', 'list'] as const;

export const companiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<PublicCompanyPage>('/api/companies', {
        query: { limit: 24, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useCompanies() {
  return useInfiniteQuery(companiesQueryOptions());
}
