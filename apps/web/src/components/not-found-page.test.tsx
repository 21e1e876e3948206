import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

test('an unknown path shows the 404 page, and Back to Home leads to /', async () => {
  const { user, location } = renderApp('/no-such-gate');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(screen.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Back to Home' }));
  await expect.poll(location).toBe('/');
});

test('an unknown path inside an area shows the 404 page too', async () => {
  renderApp('/company/no-such-tab');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
