import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen } from '@testing-library/react';
import { AccountMessage } from '@takeoff/shared/auth';
import { changeLocale } from '@/lib/i18n';
import { apiServer } from '@/test/api-server';
import { answer, visitorHandlers } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

// The API answers in English whatever the reader's language; the page must not show that sentence to a Greek reader.
test('a confirmed address change is told in Greek under the Greek title, not in the API’s English', async () => {
  await changeLocale('el');
  apiServer.use(
    ...visitorHandlers(),
    http.post('/api/auth/change-email/confirm', () =>
      answer(AccountMessage, { message: 'Your email address was changed.' }),
    ),
  );
  renderApp('/confirm-email?token=abc123');
  expect(await screen.findByText('Το email άλλαξε')).toBeVisible();
  expect(
    screen.getByText(
      'Η διεύθυνση email σας άλλαξε. Τα email του Takeoff πηγαίνουν πλέον στη νέα σας διεύθυνση.',
    ),
  ).toBeVisible();
  expect(screen.queryByText('Your email address was changed.')).not.toBeInTheDocument();
});
