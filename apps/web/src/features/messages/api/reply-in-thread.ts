import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, ReplyRequest } from '@takeoff/shared/messages';
import { apiPost } from '@/lib/api-client';

export const replyInThread = ({ partnerId, ...input }: ReplyRequest & { partnerId: number }) =>
  apiPost<Message>(`/api/messages/threads/${partnerId}`, input);

export function useReplyInThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyInThread,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
