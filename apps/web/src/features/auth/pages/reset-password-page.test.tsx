import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen } from '@testing-library/react';
import { AccountMessage } from '@takeoff/shared/auth';
import { apiServer } from '@/test/api-server';
import { answer, apiError } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const USED =
  'This reset link was already used: your password was changed with it. Sign in with your new password, or ask for a new link.';

test('a used reset link says so as the page opens, before any password is typed', async () => {
  apiServer.use(
    http.post('/api/auth/password-reset/check', () => apiError(400, 'INVALID_RESET_TOKEN', USED)),
  );
  renderApp(`/reset-password?token=${'u'.repeat(43)}`);
  expect(await screen.findByRole('heading', { name: 'Reset link no longer works' })).toBeVisible();
  expect(screen.getByText(USED)).toBeVisible();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeVisible();
});

test('a working reset link shows the new-password form', async () => {
  apiServer.use(
    http.post('/api/auth/password-reset/check', () =>
      answer(AccountMessage, { message: 'This reset link works. Choose a new password.' }),
    ),
  );
  renderApp(`/reset-password?token=${'w'.repeat(43)}`);
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(await screen.findByLabelText('New password')).toBeVisible();
});
