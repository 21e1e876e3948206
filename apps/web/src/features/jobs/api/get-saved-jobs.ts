import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedJobPage } from '@takeoff/shared/jobs';
import { apiGet } from '@/lib/api-client';

export const savedJobsQueryKey = ['jobs', 'saved'] as const;

/** The candidate's most recent saves (enough to mark saved jobs on the board). */
export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: savedJobsQueryKey,
    queryFn: ({ signal }) =>
      apiGet<SavedJobPage>('/api/saved-jobs', { signal, query: { limit: 100 } }),
  });

export const useSavedJobs = () => useQuery(savedJobsQueryOptions());
