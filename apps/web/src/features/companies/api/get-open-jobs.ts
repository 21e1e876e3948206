import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOpenJob } from '@takeoff/shared/companies';
import { apiGet } from '@/lib/api-client';

export const openJobsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', 'open-jobs', companyId] as const,
    queryFn: ({ signal }) =>
      apiGet<CompanyOpenJob[]>(`/api/companies/${companyId}/open-jobs`, { signal }),
  });

export function useOpenJobs(companyId: number, enabled: boolean) {
  return useQuery({ ...openJobsQueryOptions(companyId), enabled });
}
