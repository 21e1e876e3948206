import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@takeoff/shared/notifications';
import { apiGet } from '@/lib/api-client';
import { NOTIFICATIONS_PAGE_SIZE, notificationsKey } from './get-notifications';

/** Under notificationsKey: marking read and live pushes refresh it with the bell's list. */
export const notificationHistoryKey = (unreadOnly: boolean) =>
  [...notificationsKey, 'history', unreadOnly ? 'unread' : 'all'] as const;

/** Every notification of mine, newest first, in keyset pages (the notifications page); unread ones only on request. */
export const notificationHistoryQueryOptions = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationHistoryKey(unreadOnly),
    queryFn: ({ signal, pageParam }) =>
      apiGet<NotificationPage>('/api/notifications', {
        signal,
        query: {
          limit: NOTIFICATIONS_PAGE_SIZE,
          cursor: pageParam,
          unread: unreadOnly ? 'true' : undefined,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotificationHistory = (unreadOnly: boolean) =>
  useInfiniteQuery(notificationHistoryQueryOptions(unreadOnly));
