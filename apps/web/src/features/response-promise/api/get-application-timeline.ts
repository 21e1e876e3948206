import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationTimeline } from '@takeoff/shared/response-promise';
import { apiGet } from '@/lib/api-client';

/** Under the `applications` key: whatever changes an application (a move, a withdrawal) refreshes its timeline too. */
export const applicationTimelineQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: ['applications', 'timeline', applicationId] as const,
    queryFn: ({ signal }) =>
      apiGet<ApplicationTimeline>(`/api/applications/${applicationId}/timeline`, { signal }),
  });

export const useApplicationTimeline = (applicationId: number) =>
  useQuery(applicationTimelineQueryOptions(applicationId));
