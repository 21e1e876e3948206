import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { pagedQueryOptions } from './paged';

/** Search (name or email), role and state run on the server; '' = no narrowing. */
export const usersQueryOptions = (q: string, role: string, state: string) =>
  pagedQueryOptions<AdminUser>(adminKeys.users(q, role, state), '/api/admin/users', {
    q: q.trim() || undefined,
    role: role || undefined,
    state: state || undefined,
  });
export const useUsers = (q: string, role: string, state: string) =>
  useInfiniteQuery(usersQueryOptions(q, role, state));
