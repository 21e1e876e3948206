import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';

export const markThreadRead = (partnerId: number) =>
  apiPut<void>(`/api/messages/threads/${partnerId}/read`);

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['messages', 'threads'] });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'unread-count'] });
      // The server marks the thread's message notifications read too: the bell's count and list follow.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
