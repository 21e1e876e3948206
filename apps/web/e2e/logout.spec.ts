import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('logout ends the session, goes home and closes the area behind it', async ({ page }) => {
  const account = await registerViaApi(page, 'company');
  await page.goto('/company/jobs');
  await expect(page.getByRole('heading', { name: 'Job Listings' })).toBeVisible();

  // Nothing the page asks after the click can succeed without the session: it asks nothing that gets a 401.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().includes('/api/')) refused.push(response.url());
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(refused).toEqual([]);
  // In the top bar: the landing's departure board lists real flights, whose companies may carry this name too.
  await expect(page.locator('header').getByText(account.name)).toBeHidden();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/company/jobs');
  await expect(page).toHaveURL(/\/$/);
});
