import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import {
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
