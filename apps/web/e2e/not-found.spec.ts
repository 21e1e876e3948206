import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-gate');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path inside an area shows the 404 page too', async ({ page }) => {
  await page.goto('/company/no-such-tab');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
