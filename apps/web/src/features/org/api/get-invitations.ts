import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgInvitationList } from '@takeoff/shared/org';
import { apiGet } from '@/lib/api-client';
import { orgQueryKey } from './get-members';

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...orgQueryKey, 'invitations'],
    queryFn: ({ signal }) => apiGet<OrgInvitationList>('/api/org/invitations', { signal }),
  });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
