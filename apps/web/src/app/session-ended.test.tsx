import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NotificationPage, UnreadCount } from '@takeoff/shared/notifications';
import { screen, within } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import {
  answer,
  apiError,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('a page whose session was ended elsewhere says so and offers sign-in, not a silent trip home', async () => {
  apiServer.use(sessionHandler(userOf('candidate')), ...memberHandlers(), ...candidateHandlers());
  const { queryClient, location } = renderApp('/candidate/jobs');
  expect(await screen.findByRole('heading', { name: 'Available Opportunities' })).toBeVisible();

  // Signed out from another device: the next call meets the session-ended answer.
  apiServer.use(
    sessionHandler(null),
    http.get('/api/jobs', () => apiError(401, 'SESSION_ENDED', 'Your session has ended.')),
  );
  await queryClient.refetchQueries({ queryKey: ['jobs'] }).catch(() => undefined);
  await queryClient.invalidateQueries();

  const dialog = await screen.findByTestId('auth-dialog');
  expect(
    within(dialog).getByText('You were signed out on this device. Sign in again to continue.'),
  ).toBeVisible();
  await expect.poll(location).toBe('/');
});

/**
 * A Socket.IO server as the page's client meets it over HTTP long-polling (the test API answers no WebSocket
 * upgrade): the handshake, then whatever `push` sends, one Engine.IO packet at a time.
 */
function pollingSocketServer() {
  const queued: string[] = [];
  let waiting: ((packet: string) => void) | null = null;
  const send = (packet: string) => {
    if (waiting) {
      waiting(packet);
      waiting = null;
    } else queued.push(packet);
  };
  const text = (body: string) =>
    new HttpResponse(body, { headers: { 'content-type': 'text/plain' } });
  const handlers = [
    http.get('/socket.io/', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('transport') !== 'polling') return new HttpResponse(null, { status: 503 });
      if (!query.get('sid'))
        return text(
          '0{"sid":"engine","upgrades":[],"pingInterval":600000,"pingTimeout":600000,"maxPayload":1000000}',
        );
      const next = queued.shift();
      return text(next ?? (await new Promise<string>((resolve) => (waiting = resolve))));
    }),
    http.post('/socket.io/', async ({ request }) => {
      if ((await request.text()).startsWith('40')) send('40{"sid":"socket"}');
      return text('ok');
    }),
  ];
  // An Engine.IO "noop" lets a poll still held at the end finish.
  return { handlers, push: send, stop: () => send('6') };
}

test('a tab signed out by "Sign out other devices" is told over the live channel at once, before any tap', async () => {
  const socket = pollingSocketServer();
  apiServer.use(
    sessionHandler(userOf('candidate')),
    http.get('/api/notifications/unread-count', () => answer(UnreadCount, { count: 0 })),
    http.get('/api/notifications', () => answer(NotificationPage, { items: [], nextCursor: null })),
    ...socket.handlers,
    ...candidateHandlers(),
  );
  const { location } = renderApp('/candidate/jobs');
  expect(await screen.findByRole('heading', { name: 'Available Opportunities' })).toBeVisible();
  await expect
    .poll(() => document.querySelector('[data-tour="notifications"][data-live="true"]'))
    .not.toBeNull();

  // Another device signs this one out: the server says so on the live channel; no request from this page is needed.
  apiServer.use(sessionHandler(null));
  socket.push('42["session:ended"]');

  const dialog = await screen.findByTestId('auth-dialog');
  expect(
    within(dialog).getByText('You were signed out on this device. Sign in again to continue.'),
  ).toBeVisible();
  await expect.poll(location).toBe('/');
  socket.stop();
});
