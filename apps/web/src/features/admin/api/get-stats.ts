import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@takeoff/shared/admin';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', { signal }),
  });

export const useStats = () => useQuery(statsQueryOptions());
