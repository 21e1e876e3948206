import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import { apiPost } from '@/lib/api-client';

/** GDPR Art. 17: deletes the account and its content; the server ends every session. */
export function deleteAccount(input: DeleteAccountRequest) {
  return apiPost<void>('/api/me/delete', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
