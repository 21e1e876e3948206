import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, ChangePasswordRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const WRONG_PASSWORD = 'WRONG_PASSWORD';

/** Changes the password of the signed-in user; the server signs every other session out. */
export function changePassword(input: ChangePasswordRequest) {
  return apiPost<AccountMessage>('/api/auth/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A wrong current password stays wrong; and a retry must not count twice against the account.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
