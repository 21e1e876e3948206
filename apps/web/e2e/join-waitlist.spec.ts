import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('a candidate joins the early-access waitlist and stays joined on later visits', async ({
  page,
}) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/courses');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  // Nothing is sold yet: no price and no pricing button that can never be used.
  await expect(
    page.getByText('Nothing is for sale yet and no price is set.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Pricing' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join Early Access Waitlist' }).click();
  await expect(page.getByText('Welcome to the Waitlist!')).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ Joined Waitlist' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: '✓ Joined Waitlist' })).toBeDisabled();
});
