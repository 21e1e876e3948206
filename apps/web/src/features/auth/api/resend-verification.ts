import { useMutation } from '@tanstack/react-query';
import type { AccountMessage } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';

/** Mails the signed-in user a new verification link (the previous one stops working). */
export function resendVerification() {
  return apiPost<AccountMessage>('/api/auth/verify-email/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
