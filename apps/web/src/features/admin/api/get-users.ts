import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { pagedQueryOptions } from './paged';

export const usersQueryOptions = () => pagedQueryOptions<AdminUser>(adminKeys.users, '/api/admin/users');
export const useUsers = () => useInfiniteQuery(usersQueryOptions());
