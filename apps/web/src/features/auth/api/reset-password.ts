import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, PasswordResetConfirm } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { refreshSession } from '@/lib/query-client';

export const INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN';

/** Sets a new password with the token of a reset link; the link then stops working and every session ends. */
export function resetPassword(input: PasswordResetConfirm) {
  return apiPost<AccountMessage>('/api/auth/password-reset/confirm', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The token is single-use: a retried request would meet the token its first attempt consumed.
    retry: false,
    // This browser's session ended too, if it had one: re-ask who is signed in.
    onSuccess: () => refreshSession(queryClient),
  });
}
