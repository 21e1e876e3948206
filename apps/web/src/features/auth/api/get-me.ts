import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@takeoff/shared/auth';
import { fetchSessionUser } from '@/lib/session';
import { sessionQueryKey } from '@/lib/query-client';
import { sessionStartedHere } from '@/lib/session-ended';

export const meQueryKey = sessionQueryKey;

/** The signed-in user, or null when there is no session. */
export function getMe(signal?: AbortSignal): Promise<User | null> {
  return fetchSessionUser(signal);
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Switches the cache to a new identity: drops everything cached for the previous
 * visitor and stores the new user (null after logout). The me query is kept as an
 * object so mounted observers see the change.
 */
export function resetSessionCache(queryClient: QueryClient, user: User | null) {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== meQueryKey[0] || query.queryKey[1] !== meQueryKey[1],
  });
  queryClient.setQueryData(meQueryKey, user);
  if (user) sessionStartedHere();
}
