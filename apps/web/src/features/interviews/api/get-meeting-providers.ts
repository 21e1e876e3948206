import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingProviders } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

/** Which room providers the server can make links with: the SPA never asks for one that is not set up. */
export const meetingProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['meeting-providers'],
    queryFn: ({ signal }) => apiGet<MeetingProviders>('/api/meeting-providers', { signal }),
    staleTime: Infinity,
  });

export function useMeetingProviders(enabled = true) {
  return useQuery({ ...meetingProvidersQueryOptions(), enabled });
}
