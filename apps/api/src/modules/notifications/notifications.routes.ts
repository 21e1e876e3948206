import { IdParams } from '@takeoff/shared/common';
import {
  AnnouncementInput,
  Notification,
  NotificationListQuery,
  NotificationPage,
  UnreadCount,
} from '@takeoff/shared/notifications';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';

export function registerNotificationRoutes(api: ApiRouter, { notifications }: AppDeps) {
  const common = {
    tags: ['notifications'],
    access: 'authenticated',
    orgPermission: 'personal',
  } as const;

  api.add({
    ...common,
    method: 'get',
    path: '/api/notifications',
    summary: 'My notifications, newest first (keyset pages); unread=true for the unread ones only',
    query: NotificationListQuery,
    response: NotificationPage,
    handler: ({ user, query }) => notifications.list(user, query),
  });

  api.add({
    ...common,
    method: 'get',
    path: '/api/notifications/unread-count',
    summary:
      'How many of my notifications are unread, counted up to 100 (the badge shows 99+ beyond 99)',
    response: UnreadCount,
    handler: async ({ user }) => ({ count: await notifications.unreadCount(user) }),
  });

  api.add({
    ...common,
    method: 'put',
    path: '/api/notifications/mark-all-read',
    summary: 'Mark all my notifications read',
    handler: ({ user }) => notifications.markAllRead(user),
  });

  api.add({
    ...common,
    method: 'put',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    params: IdParams,
    handler: ({ user, params }) => notifications.markRead(user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/notifications/announcements',
    summary: 'Announce something to every company or every candidate (one row, fan-out on read)',
    tags: ['notifications'],
    access: ['admin'],
    body: AnnouncementInput,
    response: Notification,
    status: 201,
    handler: async ({ user, body }) => {
      const [created] = await notifications.notify({
        to: { audience: body.audience },
        actorId: user.id,
        type: 'announcement',
        entityType: 'system',
        title: body.title,
        message: body.message,
      });
      return created!;
    },
  });
}
