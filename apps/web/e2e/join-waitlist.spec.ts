import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('a candidate joins the early-access waitlist and stays joined on later visits', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/courses');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByText('Premium courses starting from $29/month • Cancel anytime')).toBeVisible();
  await page.getByRole('button', { name: 'Join Early Access Waitlist' }).click();
  await expect(page.getByText('Welcome to the Waitlist!')).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ Joined Waitlist' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: '✓ Joined Waitlist' })).toBeDisabled();
});
