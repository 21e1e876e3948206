import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPromo } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { pagedQueryOptions } from './paged';

export const promosQueryOptions = () =>
  pagedQueryOptions<AdminPromo>(adminKeys.promos, '/api/admin/company-promos');
export const usePromos = () => useInfiniteQuery(promosQueryOptions());
