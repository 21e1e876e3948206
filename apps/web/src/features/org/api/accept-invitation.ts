import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@takeoff/shared/auth';
import type { AcceptInvitationRequest } from '@takeoff/shared/org';
import { apiPost } from '@/lib/api-client';
import { invitationPreviewQueryOptions } from './get-invitation-preview';

export type AcceptedInvitation = { user: User; token: string | null };

/** With a name and a password: a new account, signed in by the answer's cookie. With the token alone: the signed-in account joins. */
export const acceptInvitation = (input: AcceptInvitationRequest) =>
  apiPost<AcceptedInvitation>('/api/org/invitations/accept', input);

/** `onAccepted` stores the (new or changed) session user: the session query belongs to the caller. */
export function useAcceptInvitation({ onAccepted }: { onAccepted: (user: User) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // An invitation works once: a retry could only meet "invalid".
    retry: false,
    onSuccess: ({ user }, { token }) => {
      const { queryKey } = invitationPreviewQueryOptions(token);
      const preview = queryClient.getQueryData(queryKey);
      onAccepted(user);
      // The caller drops the old identity's cache, the preview with it; kept, the page still on screen does not ask
      // for it again with the token just used (400).
      if (preview) queryClient.setQueryData(queryKey, preview);
    },
  });
}
