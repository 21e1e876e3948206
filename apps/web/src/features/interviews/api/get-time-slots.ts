import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const timeSlotsKey = ['time-slots'] as const;

export const timeSlotsQueryOptions = (companyId?: number) =>
  queryOptions({
    queryKey: [...timeSlotsKey, companyId ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<TimeSlot[]>('/api/time-slots', { signal, query: { companyId } }),
  });

/** Candidates: open future slots (and the ones they joined); a company: its own. */
export const useTimeSlots = (companyId?: number) => useQuery(timeSlotsQueryOptions(companyId));
