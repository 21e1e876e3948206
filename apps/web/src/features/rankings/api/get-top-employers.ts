import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopEmployerEntry } from '@takeoff/shared/rankings';
import { apiGet } from '@/lib/api-client';
import { rankingQueryKeys } from './get-top-talents';
import { shouldRetryQuery } from '@/lib/retry-policy';

export function getTopEmployers(signal?: AbortSignal) {
  return apiGet<TopEmployerEntry[]>('/api/top-employers', { signal });
}

export const topEmployersQueryOptions = () =>
  queryOptions({
    queryKey: rankingQueryKeys.employers,
    queryFn: ({ signal }) => getTopEmployers(signal),
    retry: (failures, error) => failures < 1 && shouldRetryQuery(failures, error),
  });

export function useTopEmployers() {
  return useQuery(topEmployersQueryOptions());
}
