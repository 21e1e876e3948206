import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@takeoff/shared/admin';
import { adminKeys } from './admin-keys';
import { pagedQueryOptions } from './paged';

export const auditQueryOptions = () => pagedQueryOptions<AuditEntry>(adminKeys.audit, '/api/admin/audit-log');
export const useAuditLog = () => useInfiniteQuery(auditQueryOptions());
