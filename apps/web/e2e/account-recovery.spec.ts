import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { authDialog, openLoginFromTopBar, submitLogin } from './support/auth-dialog';
import { isMobileProject } from './support/navigation';
import { waitForMailLink } from './support/outbox';
import { screenshotForPeople } from './support/screenshots';

const NEW_PASSWORD = 'a-brand-new-passphrase';

/** Keeps a screenshot of the screen as it is now for review (e2e/screenshots is not committed). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await screenshotForPeople(page, {
    path: `e2e/screenshots/${name}-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
    fullPage: true,
  });
}

test('a forgotten password is reset from the mailed link, and the new one signs in', async ({
  page,
  request,
}, testInfo) => {
  // A fresh account per test: the shared demo accounts keep their passwords.
  const account = await registerViaApi(request, 'candidate');

  await page.goto('/');
  await openLoginFromTopBar(page);
  await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = authDialog(page).getByRole('form', { name: 'Reset password' });
  await forgot.getByLabel('Email').fill(account.email);
  await keepScreenshot(page, testInfo, 'forgot-password-dialog');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(authDialog(page).getByRole('status')).toBeVisible();
  await page.keyboard.press('Escape');

  const link = await waitForMailLink(account.email, '/reset-password');
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  // The registration rules hold: too short, then two different passwords, are refused in the form.
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByLabel('Repeat the new password').fill('short');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}!`);
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();
  await keepScreenshot(page, testInfo, 'reset-password-form');
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'reset-password-done');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(authDialog(page)).toBeVisible();
  await submitLogin(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);

  // The link worked once: opened again, it says so at once (no form to fill first) and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset link no longer works' })).toBeVisible();
  await expect(
    page.getByText(
      'This reset link was already used: your password was changed with it. Sign in with your new password, or ask for a new link.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'reset-password-expired');
});

test('a new account is asked to confirm its email, and the mailed link makes the banner go away', async ({
  page,
}, testInfo) => {
  const account = await registerViaApi(page, 'candidate');

  await page.goto('/candidate/dashboard');
  const banner = page.getByTestId('email-verification-banner');
  await expect(banner).toContainText(
    `Please confirm your email address — we sent a link to ${account.email}.`,
  );
  await keepScreenshot(page, testInfo, 'verification-banner');
  // Registering mailed a link; "Resend link" mails a newer one, and that one is opened.
  const firstLink = await waitForMailLink(account.email, '/verify-email');
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText('Link sent')).toBeVisible();
  const link = await waitForMailLink(account.email, '/verify-email', firstLink);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'verify-email-done');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  await expect(banner).toBeHidden();
});
