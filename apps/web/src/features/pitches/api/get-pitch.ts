import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedPitch } from '@takeoff/shared/pitches';
import { apiGet } from '@/lib/api-client';

/** One pitch (a company's read counts as a profile view); used when a pipeline card opens its candidate's pitch. */
export const pitchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pitches', 'detail', id] as const,
    queryFn: ({ signal }) => apiGet<ListedPitch>(`/api/candidate-pitches/${id}`, { signal }),
  });

export const usePitch = (id: number | null) =>
  useQuery({ ...pitchQueryOptions(id ?? 0), enabled: id !== null });
