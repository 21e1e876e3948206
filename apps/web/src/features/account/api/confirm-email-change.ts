import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, ChangeEmailConfirm } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { refreshSession } from '@/lib/query-client';
import { redeemLinkQueryOptions } from '@/lib/single-use-link';

/** Switches the account to the new address the link was mailed to (no sign-in needed). */
export function confirmEmailChange(input: ChangeEmailConfirm) {
  return apiPost<AccountMessage>('/api/auth/change-email/confirm', input);
}

export const confirmEmailChangeQueryOptions = (token: string, onConfirmed: () => void) =>
  redeemLinkQueryOptions(
    ['account', 'confirm-email', token],
    () => confirmEmailChange({ token }),
    onConfirmed,
  );

/** Redeems the link once; a signed-in session is re-read so the new address shows everywhere. */
export function useConfirmEmailChange(token: string) {
  const queryClient = useQueryClient();
  return useQuery(confirmEmailChangeQueryOptions(token, () => void refreshSession(queryClient)));
}
