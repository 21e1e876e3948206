import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyJobStats } from '@takeoff/shared/applications';
import { apiGet } from '@/lib/api-client';

export const companyStatsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['applications', 'stats', companyId] as const,
    queryFn: ({ signal }) =>
      apiGet<CompanyJobStats>(`/api/companies/${companyId}/stats`, { signal }),
  });

export const useCompanyStats = (companyId: number) => useQuery(companyStatsQueryOptions(companyId));
