import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('logout ends the session, goes home and closes the area behind it', async ({ page }) => {
  const account = await registerViaApi(page, 'company');
  await page.goto('/company/jobs');
  await expect(page.getByRole('heading', { name: 'Job Listings' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeHidden();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/company/jobs');
  await expect(page).toHaveURL(/\/$/);
});
