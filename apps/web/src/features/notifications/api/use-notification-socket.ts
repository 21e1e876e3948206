import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  prependUnique,
  SOCKET_REFUSAL,
  UNREAD_COUNT_CAP,
  type Notification,
  type NotificationPage,
  type ServerToClientEvents,
} from '@takeoff/shared/notifications';
import { sessionQueryKey } from '@/lib/query-client';
import { setRealtimeSocket } from '@/lib/realtime-socket';
import { queryRetryDelay } from '@/lib/retry-policy';
import { announceSessionEnded } from '@/lib/session-ended';
import { notificationListKey, notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';
import { affectedQueryKeys } from '../lib/affected-queries';

const EVENTS = [
  'notification:new',
  'notification:new_video',
  'notification:new_application',
] as const;

/** A pushed notification goes to the top of the cached list and raises the count by one, once per id. */
export function receiveNotification(
  queryClient: QueryClient,
  seen: Set<number>,
  notification: Notification,
) {
  if (seen.has(notification.id)) return;
  seen.add(notification.id);
  // What the event changed elsewhere (an open thread, the pipeline, the dashboard) is asked again.
  for (const queryKey of affectedQueryKeys(notification.type))
    void queryClient.invalidateQueries({ queryKey });
  const page = queryClient.getQueryData<NotificationPage>(notificationListKey);
  if (page) {
    const { items, added } = prependUnique(page.items, notification);
    if (!added) return;
    queryClient.setQueryData<NotificationPage>(notificationListKey, { ...page, items });
  }
  // The server counts up to UNREAD_COUNT_CAP (the badge shows 99+); a live increment stops there too.
  queryClient.setQueryData<{ count: number }>(unreadCountKey, (old) =>
    old ? { count: Math.min(old.count + 1, UNREAD_COUNT_CAP) } : old,
  );
}

/** The part of a Socket.IO client the handshake retry uses. */
export interface HandshakeSocket {
  readonly active: boolean;
  connect(): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  off(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
}

/**
 * Socket.IO retries a lost connection by itself, but not a handshake the server refused. Refused as
 * UNAVAILABLE (the server could not check the session, e.g. its database is restarting) or
 * RATE_LIMITED (too many handshakes from this address) is temporary: try again with the queries'
 * backoff. UNAUTHENTICATED is final. Returns the cleanup.
 */
export function retryUnavailableHandshakes(socket: HandshakeSocket): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onError = (error: Error) => {
    const temporary =
      error.message === SOCKET_REFUSAL.unavailable || error.message === SOCKET_REFUSAL.rateLimited;
    if (socket.active || !temporary) return;
    timer = setTimeout(() => socket.connect(), queryRetryDelay(attempt++));
  };
  const onConnect = () => {
    attempt = 0;
  };
  socket.on('connect_error', onError);
  socket.on('connect', onConnect);
  return () => {
    clearTimeout(timer);
    socket.off('connect_error', onError);
    socket.off('connect', onConnect);
  };
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
    const socket: Socket<ServerToClientEvents> = io({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    socket.on('connect', () => {
      setLive(true);
      // A reconnect racing a sign-out must not refetch: the request would only meet a 401.
      if (queryClient.getQueryData(sessionQueryKey))
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
    });
    socket.on('disconnect', () => setLive(false));
    // Another device signed this one out (or the session expired): say so now, not at the next tap.
    socket.on('session:ended', () => {
      if (queryClient.getQueryData(sessionQueryKey)) announceSessionEnded();
    });
    const onNotification = (notification: Notification) =>
      receiveNotification(queryClient, seen, notification);
    for (const event of EVENTS) socket.on(event, onNotification);
    const stopRetrying = retryUnavailableHandshakes(socket);
    // Other features' events (a pitch video's progress) ride on this one connection.
    // Those events are not in the notifications' typed map: the adapter is where the string names meet it.
    setRealtimeSocket({
      on: (event, listener) => socket.on(event as never, listener as never),
      off: (event, listener) => socket.off(event as never, listener as never),
    });
    return () => {
      setRealtimeSocket(null);
      stopRetrying();
      socket.disconnect();
      setLive(false);
    };
  }, [queryClient, userId]);
  return { live };
}
