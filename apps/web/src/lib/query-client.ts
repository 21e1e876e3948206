import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
  type Updater,
} from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from './retry-policy';
import { announceSessionEnded } from './session-ended';

export const STALE_TIME_MS = 5 * 60 * 1000;

/** Key of the signed-in user query (features/auth/api/get-me.ts uses it). */
export const sessionQueryKey = ['auth', 'me'] as const;

export function createQueryClient() {
  // The server says the session this page was signed in with has ended: say so (once: the session is then null).
  const endedHere = (error: unknown) =>
    error instanceof ApiRequestError &&
    error.code === 'SESSION_ENDED' &&
    client.getQueryData(sessionQueryKey) != null;
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 anywhere means the session ended (expired, revoked): re-ask who is signed in,
      // so guards and the top bar follow.
      onError: (error, query) => {
        if (endedHere(error)) announceSessionEnded();
        else if (
          error instanceof ApiRequestError &&
          error.status === 401 &&
          query.queryKey[0] !== sessionQueryKey[0]
        ) {
          void client.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (endedHere(error)) announceSessionEnded();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: shouldRetryMutation, retryDelay: 1000 },
    },
  });
  return client;
}

/** The app's single client; route loaders and components share it. */
export const queryClient = createQueryClient();

/**
 * Re-reads who is signed in after a change to the account (address confirmed or changed, password reset). The
 * page's first read may still be in flight and predate the change; TanStack Query would hand that same read back
 * to an invalidation (there is no data yet to keep), so it is cancelled first and a new one is sent.
 */
export async function refreshSession(client: QueryClient) {
  await client.cancelQueries({ queryKey: sessionQueryKey });
  await client.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * Puts what a write answered into the cache. A read of the same key still under way was sent before the write and
 * would land after it with the older state, so it is cancelled first (the cache keeps what it had before that read).
 */
export async function setAnsweredData<T>(
  client: QueryClient,
  queryKey: QueryKey,
  data: Updater<T | undefined, T | undefined>,
) {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, data);
}
