import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('a signed-in candidate choosing the company button is told to log out first', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/');
  await page.getByRole('button', { name: /I'm a company/ }).click();

  await expect(page.getByText('Role Mismatch')).toBeVisible();
  await expect(page.getByText('You are registered as a candidate. Please log out to switch roles.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a signed-in company choosing its own role button goes to its dashboard', async ({ page }) => {
  await registerViaApi(page, 'company');
  await page.goto('/');
  await page.getByRole('button', { name: /I'm a company/ }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
});
