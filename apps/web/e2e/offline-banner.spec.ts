import { expect, test } from '@playwright/test';

test('going offline shows the offline banner, and coming back says so', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
  await expect(page.getByText('Back online')).toBeHidden({ timeout: 10_000 });
});
