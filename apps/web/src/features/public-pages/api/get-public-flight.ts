import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFlight } from '@takeoff/shared/public-pages';
import { apiGet } from '@/lib/api-client';

export const publicFlightQueryOptions = (flightNumber: string) =>
  queryOptions({
    queryKey: ['public-flights', flightNumber.toUpperCase()] as const,
    queryFn: ({ signal }) => apiGet<PublicFlight>(`/api/flights/${encodeURIComponent(flightNumber)}`, { signal }),
    retry: false,
  });

/** A flight as anyone sees it on its public page (404 unknown or unlisted for visitors, 410 departed). */
export const usePublicFlight = (flightNumber: string) => useQuery(publicFlightQueryOptions(flightNumber));
