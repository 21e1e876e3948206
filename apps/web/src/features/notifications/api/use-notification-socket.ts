import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { prependUnique, type Notification, type NotificationPage, type ServerToClientEvents } from '@takeoff/shared/notifications';
import { notificationListKey, notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

const EVENTS = ['notification:new', 'notification:new_video', 'notification:new_application'] as const;

/** A pushed notification goes to the top of the cached list and raises the count by one, once per id. */
export function receiveNotification(queryClient: QueryClient, seen: Set<number>, notification: Notification) {
  if (seen.has(notification.id)) return;
  seen.add(notification.id);
  const page = queryClient.getQueryData<NotificationPage>(notificationListKey);
  if (page) {
    const { items, added } = prependUnique(page.items, notification);
    if (!added) return;
    queryClient.setQueryData<NotificationPage>(notificationListKey, { ...page, items });
  }
  queryClient.setQueryData<{ count: number }>(unreadCountKey, (old) => (old ? { count: old.count + 1 } : old));
}

/**
 * One Socket.IO connection on the page's own origin while signed in. The session cookie
 * authenticates it (the SPA never sees the token). On every (re)connect the list and the count are
 * re-fetched, so whatever arrived while offline shows up; the list is the source of truth.
 */
export function useNotificationSocket(userId: number | null): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (userId === null) return;
    const seen = new Set<number>();
    // WebSocket first (no sticky session needed); long-polling if a proxy refuses the upgrade.
    const socket: Socket<ServerToClientEvents> = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
    socket.on('connect', () => {
      setLive(true);
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    });
    socket.on('disconnect', () => setLive(false));
    const onNotification = (notification: Notification) => receiveNotification(queryClient, seen, notification);
    for (const event of EVENTS) socket.on(event, onNotification);
    return () => {
      socket.disconnect();
      setLive(false);
    };
  }, [queryClient, userId]);
  return { live };
}
