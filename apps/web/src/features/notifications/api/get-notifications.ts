import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@takeoff/shared/notifications';
import { apiGet } from '@/lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsKey = ['notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;

/** The newest page of my notifications (the dropdown shows the latest ones). */
export function getNotifications(signal?: AbortSignal) {
  return apiGet<NotificationPage>('/api/notifications', {
    signal,
    query: { limit: NOTIFICATIONS_PAGE_SIZE },
  });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationListKey,
    queryFn: ({ signal }) => getNotifications(signal),
  });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
