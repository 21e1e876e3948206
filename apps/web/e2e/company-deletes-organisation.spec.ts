import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi, TEST_PASSWORD } from './support/accounts';

test('the owner deletes the organisation from Team with their password and is signed out', async ({
  page,
}) => {
  const organisation = `Closing Air ${randomUUID().slice(0, 6)}`;
  await registerViaApi(page, 'company', { name: organisation });
  await page.goto('/company/team');
  await page.getByRole('button', { name: `Delete ${organisation}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${organisation}?` });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete the organisation' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete the organisation' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const me = await page.request.get('/api/auth/session');
  expect((await me.json()).user).toBeNull();
});
