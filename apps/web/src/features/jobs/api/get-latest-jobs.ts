import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@takeoff/shared/jobs';
import { LATEST_JOBS_COUNT } from '@takeoff/shared/job-constants';
import { apiGet } from '@/lib/api-client';

export const latestJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'latest'] as const,
    queryFn: ({ signal }) =>
      apiGet<Job[]>('/api/job-posts', { signal, query: { limit: LATEST_JOBS_COUNT } }),
  });

export const useLatestJobs = () => useQuery(latestJobsQueryOptions());
