import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation, CreateInvitationRequest } from '@takeoff/shared/org';
import { apiPost } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

/** Invites an address, or re-sends: a pending invitation to the same address is replaced by a new link. */
export const createInvitation = (input: CreateInvitationRequest) =>
  apiPost<CreatedInvitation>('/api/org/invitations', input);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    // A resend is not retried blindly: each call voids the link the previous one made.
    retry: false,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions().queryKey }),
  });
}
