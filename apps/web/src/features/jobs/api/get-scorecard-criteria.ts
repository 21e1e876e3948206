import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardCriteria } from '@takeoff/shared/scorecards';
import { apiGet } from '@/lib/api-client';

export const scorecardCriteriaQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', jobId, 'scorecard-criteria'] as const,
    queryFn: ({ signal }) =>
      apiGet<ScorecardCriteria>(`/api/jobs/${jobId}/scorecard-criteria`, { signal }),
  });

/** A job's scorecard criteria (the default set until its own are saved); `enabled` false for a job not posted yet. */
export const useScorecardCriteria = (jobId: number | null, enabled: boolean) =>
  useQuery({ ...scorecardCriteriaQueryOptions(jobId ?? 0), enabled: enabled && jobId != null });
