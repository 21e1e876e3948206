import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  UNREAD_COUNT_CAP,
  type Notification,
  type NotificationPage,
} from '@takeoff/shared/notifications';
import { notificationListKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';
import {
  receiveNotification,
  retryUnavailableHandshakes,
  type HandshakeSocket,
} from './use-notification-socket';

const note = (id: number): Notification => ({
  id,
  type: 'new_application',
  entityType: 'application',
  entityId: 1,
  title: `N${id}`,
  message: 'm',
  avatarUrl: null,
  occursAt: null,
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('receiveNotification', () => {
  it('prepends and raises the count once per id, whichever event carried it', () => {
    const qc = new QueryClient();
    qc.setQueryData<NotificationPage>(notificationListKey, { items: [note(1)], nextCursor: null });
    qc.setQueryData(unreadCountKey, { count: 1 });
    const seen = new Set<number>();
    receiveNotification(qc, seen, note(2));
    receiveNotification(qc, seen, note(2));
    expect(qc.getQueryData<NotificationPage>(notificationListKey)!.items.map((n) => n.id)).toEqual([
      2, 1,
    ]);
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 2 });
  });

  it('does not count an item the list already holds (fetched after reconnect)', () => {
    const qc = new QueryClient();
    qc.setQueryData<NotificationPage>(notificationListKey, { items: [note(3)], nextCursor: null });
    qc.setQueryData(unreadCountKey, { count: 1 });
    receiveNotification(qc, new Set(), note(3));
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 1 });
  });

  it('stops at the cap the server counts to', () => {
    const qc = new QueryClient();
    qc.setQueryData(unreadCountKey, { count: UNREAD_COUNT_CAP });
    receiveNotification(qc, new Set(), note(5));
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: UNREAD_COUNT_CAP });
  });

  it('raises the count even before the list was ever loaded', () => {
    const qc = new QueryClient();
    qc.setQueryData(unreadCountKey, { count: 0 });
    receiveNotification(qc, new Set(), note(4));
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 1 });
    expect(qc.getQueryData(notificationListKey)).toBeUndefined();
  });
});

/** Socket.IO's client as the retry sees it: a refused handshake leaves it inactive until connect() is called. */
class RefusedSocket extends EventEmitter implements HandshakeSocket {
  active = false;
  connects = 0;
  connect() {
    this.connects++;
  }
  refuse(message: string) {
    this.emit('connect_error', new Error(message));
  }
}

describe('retryUnavailableHandshakes', () => {
  afterEach(() => vi.useRealTimers());

  it('tries again, with backoff, while the server answers UNAVAILABLE', () => {
    vi.useFakeTimers();
    const socket = new RefusedSocket();
    retryUnavailableHandshakes(socket);
    socket.refuse('UNAVAILABLE');
    vi.advanceTimersByTime(999);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);
    socket.refuse('UNAVAILABLE');
    vi.advanceTimersByTime(2_000);
    expect(socket.connects).toBe(2);
    // Once connected, the next refusal starts from the first delay again.
    socket.emit('connect');
    socket.refuse('UNAVAILABLE');
    vi.advanceTimersByTime(1_000);
    expect(socket.connects).toBe(3);
  });

  it('tries again after a handshake refused as RATE_LIMITED', () => {
    vi.useFakeTimers();
    const socket = new RefusedSocket();
    retryUnavailableHandshakes(socket);
    socket.refuse('RATE_LIMITED');
    vi.advanceTimersByTime(1_000);
    expect(socket.connects).toBe(1);
  });

  it('leaves a signed-out refusal and a lost connection (Socket.IO retries those itself) alone', () => {
    vi.useFakeTimers();
    const socket = new RefusedSocket();
    retryUnavailableHandshakes(socket);
    socket.refuse('UNAUTHENTICATED');
    socket.active = true;
    socket.refuse('websocket error');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
  });

  it('stops retrying when the component unmounts', () => {
    vi.useFakeTimers();
    const socket = new RefusedSocket();
    const stop = retryUnavailableHandshakes(socket);
    socket.refuse('UNAVAILABLE');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
    expect(socket.listenerCount('connect_error')).toBe(0);
  });
});
