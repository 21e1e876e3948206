import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFlight } from '@takeoff/shared/public-pages';
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const publicFlightQueryOptions = (flightNumber: string) =>
  queryOptions({
    queryKey: ['public-flights', flightNumber.toUpperCase()] as const,
    queryFn: ({ signal }) =>
      apiGet<PublicFlight>(`/api/flights/${encodeURIComponent(flightNumber)}`, { signal }),
    retry: false,
  });

/** A flight as anyone sees it on its public page (404 unknown or unlisted for visitors, 410 departed). */
export const usePublicFlight = (flightNumber: string) =>
  useQuery(publicFlightQueryOptions(flightNumber));

/**
 * The route's loader: the page renders with its data, so the SPA swaps a server-rendered page for the same page
 * rather than a spinner. A failure (404, 410) is left to the page, which shows it.
 */
export const loadPublicFlight = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(publicFlightQueryOptions(params.flightNumber ?? '')).then(
    () => null,
    () => null,
  );
