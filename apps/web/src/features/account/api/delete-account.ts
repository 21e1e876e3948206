import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import { apiPost } from '@/lib/api-client';
import { endingSessionHere } from '@/lib/session-ended';

/** GDPR Art. 17: deletes the account and its content; the server ends every session. */
export function deleteAccount(input: DeleteAccountRequest) {
  return endingSessionHere(() => apiPost<void>('/api/me/delete', input));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
