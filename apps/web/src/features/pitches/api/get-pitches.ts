import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PitchPage } from '@takeoff/shared/pitches';
import { apiGet } from '@/lib/api-client';

export const PITCH_PAGE_SIZE = 24;

/** Company: active anonymous pitches; admin: every pitch with names. Ordered by the server. */
export function getPitches(cursor: string | null, signal?: AbortSignal) {
  return apiGet<PitchPage>('/api/candidate-pitches', { signal, query: { limit: PITCH_PAGE_SIZE, cursor } });
}

export const pitchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['pitches', 'list'],
    queryFn: ({ pageParam, signal }) => getPitches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: 1,
  });

export const usePitches = () => useInfiniteQuery(pitchesQueryOptions());
