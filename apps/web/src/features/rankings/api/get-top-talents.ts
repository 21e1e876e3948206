import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopTalentEntry } from '@takeoff/shared/rankings';
import { apiGet } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/retry-policy';

export const rankingQueryKeys = {
  all: ['rankings'] as const,
  talents: ['rankings', 'top-talents'] as const,
  employers: ['rankings', 'top-employers'] as const,
};

export function getTopTalents(signal?: AbortSignal) {
  return apiGet<TopTalentEntry[]>('/api/top-talents', { signal });
}

/** Seeds §7: one retry; a failure degrades to an empty list where it is shown. */
export const topTalentsQueryOptions = () =>
  queryOptions({
    queryKey: rankingQueryKeys.talents,
    queryFn: ({ signal }) => getTopTalents(signal),
    retry: (failures, error) => failures < 1 && shouldRetryQuery(failures, error),
  });

export function useTopTalents(enabled = true) {
  return useQuery({ ...topTalentsQueryOptions(), enabled });
}
