import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PitchPage } from '@takeoff/shared/pitches';
import { COMPANY_CONSENT_REQUIRED } from '@takeoff/shared/consent';
import { ApiRequestError, apiGet } from '@/lib/api-client';

export const PITCH_PAGE_SIZE = 24;

/** Company: active anonymous pitches; admin: every pitch with names. Ordered by the server. */
export function getPitches(cursor: string | null, signal?: AbortSignal) {
  return apiGet<PitchPage>('/api/candidate-pitches', {
    signal,
    query: { limit: PITCH_PAGE_SIZE, cursor },
  });
}

export const pitchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['pitches', 'list'],
    queryFn: ({ pageParam, signal }) => getPitches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A refusal for want of the company terms will not change by asking again.
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiRequestError && error.code === COMPANY_CONSENT_REQUIRED),
  });

export const usePitches = () => useInfiniteQuery(pitchesQueryOptions());
