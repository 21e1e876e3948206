import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { apiGet } from '@/lib/api-client';

export const jobsWithApplicationsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['applications', 'by-job', companyId] as const,
    queryFn: ({ signal }) =>
      apiGet<JobsWithApplicationsPage>(`/api/companies/${companyId}/jobs-with-applications`, {
        signal,
        query: { limit: 100 },
      }),
  });

export const useJobsWithApplications = (companyId: number) =>
  useQuery(jobsWithApplicationsQueryOptions(companyId));
