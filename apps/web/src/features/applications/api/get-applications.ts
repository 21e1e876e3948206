import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationPage } from '@takeoff/shared/applications';
import { apiGet } from '@/lib/api-client';

/** The caller's applications (a company: to its jobs; a candidate: their own), newest first. */
export const applicationsQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: ['applications', 'list', limit] as const,
    queryFn: ({ signal }) => apiGet<ApplicationPage>('/api/applications', { signal, query: { limit } }),
  });

export const useApplications = (limit = 20) => useQuery(applicationsQueryOptions(limit));
