import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { NotificationPage, UnreadCount, type Notification } from '@takeoff/shared/notifications';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const note = (id: number, isRead: boolean): Notification => ({
  id,
  type: 'system_note',
  entityType: 'system',
  entityId: null,
  title: `Note ${id}`,
  message: `Message ${id}`,
  avatarUrl: null,
  occursAt: null,
  isRead,
  createdAt: '2026-11-20T09:00:00.000Z',
});

function notificationApi(store: Notification[]) {
  const asked: string[] = [];
  const marked: number[] = [];
  // Before memberHandlers: the first handler for a path answers.
  const handlers = [
    http.get('/api/notifications/unread-count', () =>
      answer(UnreadCount, { count: store.filter((n) => !n.isRead).length }),
    ),
    http.get('/api/notifications', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const unread = url.searchParams.get('unread') === 'true';
      const cursor = Number(url.searchParams.get('cursor') ?? Infinity);
      const limit = Number(url.searchParams.get('limit'));
      const matching = store.filter((n) => n.id < cursor && (!unread || !n.isRead));
      const items = matching.slice(0, limit);
      return answer(NotificationPage, {
        items,
        nextCursor: matching.length > limit ? String(items.at(-1)!.id) : null,
      });
    }),
    http.put('/api/notifications/:id/read', ({ params }) => {
      const id = Number(params.id);
      marked.push(id);
      const found = store.find((n) => n.id === id);
      if (found) found.isRead = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/notifications/mark-all-read', () => {
      for (const n of store) n.isRead = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, asked, marked };
}

test('"View All Notifications" in the bell opens the notifications page', async () => {
  const api = notificationApi([note(1, true)]);
  apiServer.use(
    ...api.handlers,
    sessionHandler(userOf('candidate')),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user, location } = renderApp('/candidate/jobs');
  // The bell loads after the page (its own chunk): on a busy machine that can take longer than a page.
  await user.click(
    await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 40_000 }),
  );
  await user.click(await screen.findByRole('button', { name: 'View All Notifications' }));
  await expect.poll(location).toBe('/notifications');
  expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  expect(await screen.findByText('Note 1')).toBeVisible();
});

test('the notifications page pages through everything, filters unread ones and marks one read', async () => {
  // More than a page (20), the newest unread.
  const store = Array.from({ length: 23 }, (_, i) => note(23 - i, i % 2 === 1));
  const api = notificationApi(store);
  apiServer.use(...api.handlers, sessionHandler(userOf('company')), ...memberHandlers());
  const { user } = renderApp('/notifications');
  const list = await screen.findByRole('list', { name: 'Notification list' });
  await expect.poll(() => within(list).getAllByTestId('notification-item').length).toBe(20);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await expect.poll(() => within(list).getAllByTestId('notification-item').length).toBe(23);

  await user.click(screen.getByRole('button', { name: 'Unread' }));
  await expect.poll(() => api.asked.some((search) => search.includes('unread=true'))).toBe(true);
  const unreadList = await screen.findByRole('list', { name: 'Notification list' });
  await expect.poll(() => within(unreadList).getAllByTestId('notification-item').length).toBe(12);
  await user.click(screen.getByRole('button', { name: 'Mark as read: Note 23' }));
  await expect.poll(() => api.marked).toEqual([23]);
  await expect.poll(() => screen.queryByText('Note 23')).toBeNull();
});
