import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUser, AuditEntry } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { fetchAllPages, pagedQueryOptions } from './paged';

/** The log's filters as the server reads them; '' = not narrowed. */
export interface AuditFilters {
  actorId: string;
  action: string;
  from: string;
  to: string;
}

export const auditQueryOptions = (filters: AuditFilters) => {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Record<
    string,
    string
  >;
  return pagedQueryOptions<AuditEntry>(adminKeys.audit(query), '/api/admin/audit-log', query);
};
export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));

/** The actor filter lists the admin accounts (a handful). */
export const useAdmins = () =>
  useQuery({
    queryKey: adminKeys.admins,
    queryFn: ({ signal }) =>
      fetchAllPages<AdminUser>('/api/admin/users', signal, { role: 'admin' }),
  });
