import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationPage } from '@takeoff/shared/applications';
import { apiGet } from '@/lib/api-client';

/** The caller's applications (a company: to its jobs; a candidate: their own), newest first. */
export const applicationsQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: ['applications', 'list', limit] as const,
    queryFn: ({ signal }) =>
      apiGet<ApplicationPage>('/api/applications', { signal, query: { limit } }),
  });

export const useApplications = (limit = 20) => useQuery(applicationsQueryOptions(limit));

/** The jobs the candidate has applied to (their latest 100 applications: the page My applications shows). */
export function useAppliedJobIds(): ReadonlySet<number> {
  const { data } = useApplications(100);
  return useMemo(() => new Set(data?.items.map((a) => a.jobId)), [data]);
}
