import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@takeoff/shared/jobs';
import { apiGet } from '@/lib/api-client';

export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', 'detail', jobId] as const,
    queryFn: ({ signal }) => apiGet<Job>(`/api/jobs/${jobId}`, { signal }),
  });

/** One job by id (null: nothing to load). */
export const useJob = (jobId: number | null) =>
  useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
