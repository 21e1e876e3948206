import { queryOptions } from '@tanstack/react-query';
import type { OrgMemberList } from '@takeoff/shared/org';
import { apiGet } from './api-client';

/**
 * The organisation's members (owners and recruiters may read them). Shared here because the job form (who
 * interviews) and the scorecards (whom to ask) both pick members, and features do not import each other.
 */
export const orgMembersQueryOptions = () =>
  queryOptions({
    queryKey: ['org', 'members'] as const,
    queryFn: ({ signal }) => apiGet<OrgMemberList>('/api/org/members', { signal }),
  });
