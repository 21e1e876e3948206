import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@takeoff/shared/notifications';
import { notificationListKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';
import { receiveNotification } from './use-notification-socket';

const note = (id: number): Notification => ({
  id,
  type: 'new_application',
  entityType: 'application',
  entityId: 1,
  title: `N${id}`,
  message: 'm',
  avatarUrl: null,
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
    expect(qc.getQueryData<NotificationPage>(notificationListKey)!.items.map((n) => n.id)).toEqual([2, 1]);
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 2 });
  });

  it('does not count an item the list already holds (fetched after reconnect)', () => {
    const qc = new QueryClient();
    qc.setQueryData<NotificationPage>(notificationListKey, { items: [note(3)], nextCursor: null });
    qc.setQueryData(unreadCountKey, { count: 1 });
    receiveNotification(qc, new Set(), note(3));
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 1 });
  });

  it('raises the count even before the list was ever loaded', () => {
    const qc = new QueryClient();
    qc.setQueryData(unreadCountKey, { count: 0 });
    receiveNotification(qc, new Set(), note(4));
    expect(qc.getQueryData(unreadCountKey)).toEqual({ count: 1 });
    expect(qc.getQueryData(notificationListKey)).toBeUndefined();
  });
});
