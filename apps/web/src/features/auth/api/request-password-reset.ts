import { useMutation } from '@tanstack/react-query';
import type { AccountMessage, PasswordResetRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequest) {
  return apiPost<AccountMessage>('/api/auth/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
