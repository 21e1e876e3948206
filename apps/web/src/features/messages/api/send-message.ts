import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageRequest } from '@takeoff/shared/messages';
import { apiPost } from '@/lib/api-client';

export const sendMessage = (input: SendMessageRequest) => apiPost<Message>('/api/messages', input);

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
