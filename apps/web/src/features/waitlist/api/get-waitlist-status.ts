import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistStatus } from '@takeoff/shared/waitlist';
import { apiGetOrNull } from '@/lib/api-client';

export const waitlistStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['waitlist', 'me'],
    queryFn: ({ signal }) =>
      apiGetOrNull<WaitlistStatus>('/api/professional-development/waitlist/me', { signal }),
  });

export function useWaitlistStatus(enabled: boolean) {
  return useQuery({ ...waitlistStatusQueryOptions(), enabled });
}
