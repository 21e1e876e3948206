import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobInterviewers } from '@takeoff/shared/org';
import { apiGet } from '@/lib/api-client';

export const jobInterviewersQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', jobId, 'interviewers'] as const,
    queryFn: ({ signal }) => apiGet<JobInterviewers>(`/api/jobs/${jobId}/interviewers`, { signal }),
  });

/** Who interviews for a job; `enabled` false for a job not posted yet. */
export const useJobInterviewers = (jobId: number | null, enabled: boolean) =>
  useQuery({ ...jobInterviewersQueryOptions(jobId ?? 0), enabled: enabled && jobId != null });
