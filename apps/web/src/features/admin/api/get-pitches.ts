import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminPitch } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { fetchAllPages, pagedQueryOptions } from './paged';

export const pitchesQueryOptions = () =>
  pagedQueryOptions<AdminPitch>(adminKeys.pitches, '/api/admin/pitches');
export const usePitches = () => useInfiniteQuery(pitchesQueryOptions());

/** The whole public order, for the reorder tab. */
export const allPitchesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.pitches, 'all'],
    queryFn: ({ signal }) => fetchAllPages<AdminPitch>('/api/admin/pitches', signal),
  });
export const useAllPitches = () => useQuery(allPitchesQueryOptions());
