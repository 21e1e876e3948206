import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { candidateConsentDialog } from './support/consent';
import { screenshotForPeople } from './support/screenshots';

test('a candidate withdraws consent, downloads their data and deletes the account from settings', async ({
  page,
}) => {
  const account = await registerViaApi(page, 'candidate');
  await page.goto('/candidate/dashboard');
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByTestId('consent-state')).toHaveText('Given');
  await screenshotForPeople(page, {
    path: `e2e/screenshots/account-${test.info().project.name}.png`,
    fullPage: true,
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { email: string };
    consents: { candidate: unknown[] };
  };
  expect(exported.profile.email).toBe(account.email);
  expect(exported.consents.candidate).toHaveLength(1);

  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  // A withdrawal is called one, with its date.
  await expect(page.getByTestId('consent-state')).toHaveText('Withdrawn');
  await expect(page.getByText(/^Withdrawn on .*\b20\d\d\b/)).toBeVisible();
  await page.goto('/candidate/dashboard');
  await expect(candidateConsentDialog(page)).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(confirm.getByText('The password is not correct.')).toBeVisible();
  await confirm.getByLabel('Password').fill(account.password);
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
