import { useQuery } from '@tanstack/react-query';
import { orgMembersQueryOptions } from '@/lib/org-members';

/** Every query of the organisation feature starts with this key, so a change can refresh them all. */
export const orgQueryKey = ['org'] as const;

/** The members list is shared with the job form and the scorecards (lib/org-members.ts), under ['org', 'members']. */
export const membersQueryOptions = orgMembersQueryOptions;

export function useMembers() {
  return useQuery(orgMembersQueryOptions());
}
