import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatePitch, PitchPage } from '@takeoff/shared/pitches';
import { apiGet } from '@/lib/api-client';

/** For a candidate, the list holds only their own pitch (or nothing). */
export async function getMyPitch(signal?: AbortSignal): Promise<CandidatePitch | null> {
  const page = await apiGet<PitchPage>('/api/candidate-pitches', { signal, query: { limit: 1 } });
  return (page.items[0] as CandidatePitch | undefined) ?? null;
}

export const myPitchQueryOptions = () =>
  queryOptions({
    queryKey: ['pitches', 'mine'],
    queryFn: ({ signal }) => getMyPitch(signal),
    retry: 1,
  });

export const useMyPitch = () => useQuery(myPitchQueryOptions());
