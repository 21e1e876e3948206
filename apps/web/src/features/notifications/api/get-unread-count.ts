import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

export const unreadCountKey = [...notificationsKey, 'unread-count'] as const;

export function getUnreadCount(signal?: AbortSignal) {
  return apiGet<{ count: number }>('/api/notifications/unread-count', { signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.count,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
