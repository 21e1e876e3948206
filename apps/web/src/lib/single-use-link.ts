import { queryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

/**
 * Query options for redeeming a mailed single-use link (verify, confirm). The call is a query keyed by the token
 * rather than a mutation fired from an effect: StrictMode's doubled effects, a remount or a window focus then share
 * the one request and its outcome, and a used token is never sent a second time (which would answer "invalid").
 */
export const singleUseLinkQuery = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** Query options that redeem a link once (`redeem`), then run `onRedeemed` (e.g. re-read the session). */
export const redeemLinkQueryOptions = <T>(
  queryKey: readonly unknown[],
  redeem: () => Promise<T>,
  onRedeemed: () => void,
) =>
  queryOptions({
    queryKey,
    queryFn: async () => {
      const answer = await redeem();
      onRedeemed();
      return answer;
    },
    ...singleUseLinkQuery,
  });

/** The `?token=` of a link opened from a mail, or null when the address carries none. */
export function linkTokenFrom(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}

export function useLinkToken() {
  const [search] = useSearchParams();
  return linkTokenFrom(search);
}
