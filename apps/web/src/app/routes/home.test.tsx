import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import {
  candidateHandlers,
  companyHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('a signed-in candidate choosing the company button is told to log out first', async () => {
  apiServer.use(sessionHandler(userOf('candidate')), ...memberHandlers(), ...candidateHandlers());
  const { user, location } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: /I'm a company/ }));

  expect(await screen.findByText('Role Mismatch')).toBeVisible();
  expect(
    screen.getByText('You are registered as a candidate. Please log out to switch roles.'),
  ).toBeVisible();
  expect(location()).toBe('/');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a signed-in company choosing its own role button goes to its dashboard', async () => {
  const company = userOf('company');
  apiServer.use(sessionHandler(company), ...memberHandlers(), ...companyHandlers(company));
  const { user, location } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: /I'm a company/ }));
  await expect.poll(location).toBe('/company/dashboard');
});
