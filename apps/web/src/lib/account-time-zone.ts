import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@takeoff/shared/auth';
import { apiPatch } from './api-client';
import { sessionQueryKey, setAnsweredData } from './query-client';

/** This browser's IANA zone ("Europe/Athens"); undefined where the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Saves the account's time zone (interview times in its mail are written in it). */
export async function chooseTimeZone(queryClient: QueryClient, timeZone: string) {
  await setAnsweredData(
    queryClient,
    sessionQueryKey,
    await apiPatch<User>('/api/me', { timeZone }),
  );
}

/**
 * An account with no time zone yet (made before zones were kept, or signed up elsewhere) is given this browser's
 * once signed in, so its mail stops saying UTC; one it chose is never overwritten.
 */
export function useAccountTimeZone() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const given = new Set<number>();
    const apply = () => {
      const user = queryClient.getQueryData<User | null>(sessionQueryKey);
      const zone = browserTimeZone();
      if (!user || user.timeZone || !zone || given.has(user.id)) return;
      given.add(user.id);
      void chooseTimeZone(queryClient, zone).catch(() => undefined);
    };
    apply();
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.query.queryKey[0] === sessionQueryKey[0] &&
        event.query.queryKey[1] === sessionQueryKey[1]
      )
        apply();
    });
  }, [queryClient]);
}
