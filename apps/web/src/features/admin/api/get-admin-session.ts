import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLoginDefaults } from '@takeoff/shared/admin';
import { apiGet } from '@/lib/api-client';
import { fetchSessionUser } from '@/lib/session';
import { sessionQueryKey } from '@/lib/query-client';
import { adminKeys } from './admin-keys';

/** The server-verified session (cookie); the back-office opens only when it belongs to an admin. */
export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => fetchSessionUser(signal) });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

export const adminLoginDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.defaults,
    queryFn: ({ signal }) => apiGet<AdminLoginDefaults>('/api/admin-auth/defaults', { signal }),
    staleTime: Infinity,
  });

export function useAdminLoginDefaults() {
  return useQuery(adminLoginDefaultsQueryOptions());
}
