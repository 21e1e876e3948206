import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@takeoff/shared/notifications';
import { apiPut } from '@/lib/api-client';
import { notificationListKey, notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

export function markAllNotificationsRead() {
  return apiPut<void>('/api/notifications/mark-all-read');
}

/** Everything read at once in the cache (count 0); the server confirms. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      queryClient.setQueryData<NotificationPage>(notificationListKey, (page) =>
        page ? { ...page, items: page.items.map((n) => ({ ...n, isRead: true })) } : page,
      );
      queryClient.setQueryData<{ count: number }>(unreadCountKey, { count: 0 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
