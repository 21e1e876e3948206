import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TimeSlotPage } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const timeSlotsKey = ['time-slots'] as const;

/** Keyset pages: slots not yet started soonest first, then started ones latest first. */
export const timeSlotsQueryOptions = (companyId?: number) =>
  infiniteQueryOptions({
    queryKey: [...timeSlotsKey, companyId ?? 'all'],
    queryFn: ({ signal, pageParam }) =>
      apiGet<TimeSlotPage>('/api/time-slots', { signal, query: { companyId, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Candidates: open future slots (and the ones they joined, with their request); a company: its own. */
export const useTimeSlots = (companyId?: number) =>
  useInfiniteQuery(timeSlotsQueryOptions(companyId));
