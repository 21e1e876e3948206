import { expect, test } from '@playwright/test';
import { adminTab, E2E_ADMIN } from './support/admin';

test('a failed admin sign-in is sent once, its toast goes when the next one succeeds, and every tab is in sight', async ({
  page,
}) => {
  const logins: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/admin-auth/login')) logins.push(response.status());
  });
  await page.goto('/admin');
  await page.getByLabel('Admin Password').fill('not-the-password');
  await page.getByLabel('Admin Password').press('Enter');
  await expect(page.getByText('Admin Login Failed')).toBeVisible();
  // A 4xx is never sent again by the client.
  await page.waitForTimeout(1500);
  expect(logins).toEqual([401]);

  await page.getByLabel('Admin Password').fill(E2E_ADMIN.password);
  await page.getByLabel('Admin Password').press('Enter');
  await expect(page.getByText('Admin Login Successful')).toBeVisible();
  await expect(page.getByText('Admin Login Failed')).toHaveCount(0);

  // At a laptop's width no tab is hidden behind a scroll without a cue: all of them are on screen.
  await page.setViewportSize({ width: 1366, height: 860 });
  const security = adminTab(page, 'Security');
  await expect(security).toBeInViewport();
});
