import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeRequest, UnsubscribeResponse } from '@takeoff/shared/mail';
import { apiPost } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const INVALID_UNSUBSCRIBE_LINK = 'INVALID_UNSUBSCRIBE_LINK';

/** Turns off the kind of email an unsubscribe link names, without signing in (the link is signed). */
export function unsubscribe(input: UnsubscribeRequest) {
  return apiPost<UnsubscribeResponse>('/api/mail/unsubscribe', input);
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // A signed-in reader's switches on /account follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.preferences }),
  });
}
