import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicCompanyPage } from '@takeoff/shared/companies';
import { apiGet } from '@/lib/api-client';

export const companiesQueryKey = ['companies', 'list'] as const;

/** Explore Companies, 24 cards a page; `q` narrows it to names containing it (empty = every company). */
export const companiesQueryOptions = (q = '') =>
  infiniteQueryOptions({
    queryKey: [...companiesQueryKey, q] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<PublicCompanyPage>('/api/companies', {
        query: { limit: 24, cursor: pageParam, ...(q ? { q } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useCompanies(q = '') {
  // The cards stay while a new search loads: the search box keeps its place and focus.
  return useInfiniteQuery({ ...companiesQueryOptions(q), placeholderData: keepPreviousData });
}
