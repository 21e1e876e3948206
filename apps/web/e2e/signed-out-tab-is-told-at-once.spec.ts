import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { authDialog } from './support/auth-dialog';
import { secondPage } from './support/interviews';
import { signInViaApi } from './support/jobs';

test('a tab signed out by "Sign out others" is told at once and offered sign-in', async ({
  browser,
  page,
}, testInfo) => {
  const account = await registerViaApi(page, 'candidate');
  const phone = await secondPage(browser, testInfo);
  await signInViaApi(phone, account);
  await phone.goto('/candidate/jobs');
  await expect(phone.getByRole('heading', { name: 'Available Opportunities' })).toBeVisible();
  // The phone's live channel is open (the bell says so) before the other device acts.
  await expect(phone.locator('[data-tour="notifications"][data-live="true"]')).toBeAttached();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out others' }).click();

  // No tap on the phone: the server's push alone brings the notice and the sign-in form.
  await expect(
    authDialog(phone).getByText('You were signed out on this device. Sign in again to continue.'),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/$/);
  await phone.context().close();
});
