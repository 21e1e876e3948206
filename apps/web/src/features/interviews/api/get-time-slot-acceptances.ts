import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlotAcceptance } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const acceptancesQueryOptions = (candidateId: number) =>
  queryOptions({
    queryKey: ['time-slot-acceptances', candidateId],
    queryFn: ({ signal }) =>
      apiGet<TimeSlotAcceptance[]>(`/api/candidates/${candidateId}/time-slot-acceptances`, {
        signal,
      }),
  });

export const useTimeSlotAcceptances = (candidateId: number) =>
  useQuery(acceptancesQueryOptions(candidateId));
