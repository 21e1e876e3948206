import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { authDialog, openLoginFromTopBar, submitLogin } from './support/auth-dialog';

test('a wrong password shows the Authentication Error toast and keeps the visitor signed out', async ({ page, playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const account = await registerViaApi(api, 'candidate');
  await api.dispose();

  await page.goto('/');
  await openLoginFromTopBar(page);
  await submitLogin(page, { email: account.email, password: 'not-the-password' });

  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(authDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
