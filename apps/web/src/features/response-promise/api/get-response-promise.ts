import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsePromiseSettings } from '@takeoff/shared/response-promise';
import { apiGet } from '@/lib/api-client';

export const responsePromiseQueryOptions = () =>
  queryOptions({
    queryKey: ['response-promise', 'settings'] as const,
    queryFn: ({ signal }) =>
      apiGet<ResponsePromiseSettings>('/api/org/response-promise', { signal }),
  });

export const useResponsePromise = () => useQuery(responsePromiseQueryOptions());
