import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionsResponse } from '@takeoff/shared/auth';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The signed-in user's active sessions (devices), the current one marked. */
export function getSessions(signal?: AbortSignal) {
  return apiGet<AccountSessionsResponse>('/api/auth/sessions', { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => getSessions(signal),
    select: (data) => data.sessions,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
