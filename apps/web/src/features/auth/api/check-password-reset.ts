import { useQuery } from '@tanstack/react-query';
import type { AccountMessage } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { singleUseLinkQuery } from '@/lib/single-use-link';

/** Whether a reset link still works (spends nothing): 400 INVALID_RESET_TOKEN says whether it was used or expired. */
export function checkPasswordReset(token: string) {
  return apiPost<AccountMessage>('/api/auth/password-reset/check', { token });
}

/** Asked once when the reset page opens, so a dead link says so before a new password is typed. */
export function useCheckPasswordReset(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'password-reset-check', token],
    queryFn: () => checkPasswordReset(token ?? ''),
    enabled: token !== null,
    ...singleUseLinkQuery,
  });
}
