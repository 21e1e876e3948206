import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { apiGet } from '@/lib/api-client';

/** `talentPool`: only the applicants the organisation kept in its talent pool, and their jobs (the server filters). */
export const jobsWithApplicationsQueryOptions = (companyId: number, talentPool = false) =>
  queryOptions({
    queryKey: ['applications', 'by-job', companyId, { talentPool }] as const,
    queryFn: ({ signal }) =>
      apiGet<JobsWithApplicationsPage>(`/api/companies/${companyId}/jobs-with-applications`, {
        signal,
        query: { limit: 100, talentPool: talentPool ? 'true' : undefined },
      }),
  });

export const useJobsWithApplications = (companyId: number, talentPool = false) =>
  useQuery(jobsWithApplicationsQueryOptions(companyId, talentPool));
