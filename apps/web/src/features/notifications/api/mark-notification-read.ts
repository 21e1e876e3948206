import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@takeoff/shared/notifications';
import { apiPut } from '@/lib/api-client';
import { notificationListKey, notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

export function markNotificationRead(id: number) {
  return apiPut<void>(`/api/notifications/${id}/read`);
}

/** Marks one read at once in the cache (count drops by one, never below 0); the server confirms. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const page = queryClient.getQueryData<NotificationPage>(notificationListKey);
      const wasUnread = page?.items.some((n) => n.id === id && !n.isRead) ?? false;
      if (page)
        queryClient.setQueryData<NotificationPage>(notificationListKey, {
          ...page,
          items: page.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        });
      if (wasUnread)
        queryClient.setQueryData<{ count: number }>(unreadCountKey, (old) =>
          old ? { count: Math.max(0, old.count - 1) } : old,
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
