import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AuthResponse, LoginRequest } from '@takeoff/shared/auth';
import { MESSAGES } from '@takeoff/shared/constants';
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

test('a wrong password shows the Authentication Error toast and keeps the visitor signed out', async () => {
  const attempts: LoginRequest[] = [];
  apiServer.use(
    // What the API answers a wrong password (auth.test.ts: the same 401 as for an unknown address).
    http.post('/api/auth/login', async ({ request }) => {
      attempts.push(LoginRequest.parse(await request.json()));
      return apiError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }),
  );
  const { user, location, queryClient } = renderApp('/');
  const signIn = await screen.findByRole('button', { name: 'Sign in' });
  await expect.poll(() => signIn).toBeEnabled();
  await user.click(signIn);

  const dialog = await screen.findByTestId('auth-dialog');
  const form = within(dialog).getByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), 'traveller@example.test');
  await user.type(within(form).getByLabelText('Password'), 'not-the-password');
  await user.click(within(form).getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Authentication Error')).toBeVisible();
  expect(screen.getByText('Invalid email or password')).toBeVisible();
  expect(attempts).toEqual([{ email: 'traveller@example.test', password: 'not-the-password' }]);
  expect(screen.getByTestId('auth-dialog')).toBeVisible();
  expect(location()).toBe('/');
  // Still a visitor: no user in the session, and once the dialog is closed the top bar still offers to sign in.
  expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
  await user.keyboard('{Escape}');
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(screen.queryByTestId('top-bar-user')).not.toBeInTheDocument();
});

test('signing in welcomes without an invented promise, and the inactive panel offers to switch to it', async () => {
  const candidate = userOf('candidate');
  apiServer.use(
    http.post('/api/auth/login', () =>
      answer(AuthResponse, { user: candidate, token: 'session-token' }),
    ),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/');
  const signIn = await screen.findByRole('button', { name: 'Sign in' });
  await expect.poll(() => signIn).toBeEnabled();
  await user.click(signIn);
  const dialog = await screen.findByTestId('auth-dialog');
  expect(within(dialog).getByRole('button', { name: 'Switch to Create Account' })).toBeVisible();
  const form = within(dialog).getByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), candidate.email);
  await user.type(within(form).getByLabelText('Password'), 'the-password');
  apiServer.use(sessionHandler(candidate));
  await user.click(within(form).getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Welcome to Takeoff!')).toBeVisible();
  expect(screen.queryByText(/Access granted/)).not.toBeInTheDocument();
});
