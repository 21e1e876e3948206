import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { RegisterRequest } from '@takeoff/shared/auth';
import { MESSAGES } from '@takeoff/shared/constants';
import { apiServer } from '@/test/api-server';
import { apiError } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

/** Opens the sign-up from the landing page's candidate button and records what reaches the API. */
async function openRegisterForm(answer: () => Response | Promise<Response>) {
  const attempts: RegisterRequest[] = [];
  apiServer.use(
    http.post('/api/auth/register', async ({ request }) => {
      attempts.push(RegisterRequest.parse(await request.json()));
      return answer();
    }),
  );
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: /I'm a candidate/ }));
  const dialog = await screen.findByTestId('auth-dialog');
  const form = within(dialog).getByRole('form', { name: 'Create Account' });
  expect(within(form).getByRole('radio', { name: /Candidate/ })).toBeChecked();
  return { ...view, form, attempts };
}

test('the register form shows each field’s message and sends nothing while one is wrong', async () => {
  const { user, form, attempts, location } = await openRegisterForm(() =>
    apiError(500, 'INTERNAL', 'not to be called'),
  );
  await user.type(within(form).getByLabelText('Email'), 'not-an-email');
  await user.type(within(form).getByLabelText('Password'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));

  expect(await within(form).findByText('Full name is required')).toBeVisible();
  expect(within(form).getByText('Enter a valid email address')).toBeVisible();
  expect(within(form).getByText('Password must be at least 8 characters')).toBeVisible();
  expect(attempts).toEqual([]);
  expect(location()).toBe('/');
});

test('registering with an address already taken shows the server’s message and keeps the dialog', async () => {
  // What the API answers a taken address (auth.test.ts: 409 EMAIL_TAKEN, whatever its case).
  const { user, form, attempts, location, queryClient } = await openRegisterForm(() =>
    apiError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken),
  );
  await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(within(form).getByLabelText('Email'), 'taken@example.test');
  await user.type(within(form).getByLabelText('Password'), 'long-enough');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));

  expect(await screen.findByText('Authentication Error')).toBeVisible();
  expect(screen.getByText('An account with this email already exists')).toBeVisible();
  expect(attempts).toEqual([
    {
      name: 'Ada Lovelace',
      email: 'taken@example.test',
      password: 'long-enough',
      role: 'candidate',
      locale: 'en',
      // The browser's own zone, for the times in the mail the account will get.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  ]);
  expect(screen.getByTestId('auth-dialog')).toBeVisible();
  expect(location()).toBe('/');
  expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
});
