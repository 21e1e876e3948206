import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@takeoff/shared/org';
import { apiGet } from '@/lib/api-client';
import { orgQueryKey } from './get-members';

export const INVALID_INVITATION = 'INVALID_INVITATION';

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...orgQueryKey, 'invitation-preview', token],
    queryFn: ({ signal }) =>
      apiGet<InvitationPreview>('/api/org/invitations/preview', { signal, query: { token } }),
    // A dead link stays dead: one answer is enough.
    retry: false,
    staleTime: Infinity,
  });

export function useInvitationPreview(token: string | null) {
  return useQuery({ ...invitationPreviewQueryOptions(token ?? ''), enabled: token !== null });
}
