import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleOptions } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const scheduleOptionsQueryOptions = (candidateId?: number) =>
  queryOptions({
    queryKey: ['interviews', 'schedule-options', candidateId ?? null],
    queryFn: ({ signal }) =>
      apiGet<ScheduleOptions>('/api/interviews/schedule-options', {
        signal,
        query: { candidateId },
      }),
  });

export const useScheduleOptions = (candidateId: number | undefined, enabled: boolean) =>
  useQuery({ ...scheduleOptionsQueryOptions(candidateId), enabled });
