import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseRecord } from '@takeoff/shared/response-promise';
import { apiGet } from '@/lib/api-client';

export const responseRecordQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['response-promise', 'record', companyId] as const,
    queryFn: ({ signal }) =>
      apiGet<ResponseRecord>(`/api/companies/${companyId}/response-record`, { signal }),
    // Refreshed by a scheduled job, not on each visit: no need to ask again within a page's life.
    staleTime: 10 * 60_000,
  });

export const useResponseRecord = (companyId: number) =>
  useQuery(responseRecordQueryOptions(companyId));
