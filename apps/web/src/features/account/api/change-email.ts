import { useMutation } from '@tanstack/react-query';
import type { AccountMessage, ChangeEmailRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';

export const EMAIL_TAKEN = 'EMAIL_TAKEN';

/** Mails a confirmation link to the new address; the address changes only once that link is opened. */
export function changeEmail(input: ChangeEmailRequest) {
  return apiPost<AccountMessage>('/api/auth/change-email', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, retry: false });
}
