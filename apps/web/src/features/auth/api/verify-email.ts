import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, VerifyEmailRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { refreshSession } from '@/lib/query-client';
import { redeemLinkQueryOptions } from '@/lib/single-use-link';

/** Confirms the address the link was mailed to (no sign-in needed: the token says whose it is). */
export function verifyEmail(input: VerifyEmailRequest) {
  return apiPost<AccountMessage>('/api/auth/verify-email', input);
}

export const verifyEmailQueryOptions = (token: string, onVerified: () => void) =>
  redeemLinkQueryOptions(['auth', 'verify-email', token], () => verifyEmail({ token }), onVerified);

/** Redeems the link once; a signed-in session is re-read so the "please confirm" banner goes away. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery(verifyEmailQueryOptions(token, () => void refreshSession(queryClient)));
}
