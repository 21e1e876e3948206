import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { authDialog, openLoginFromTopBar, submitLogin } from './support/auth-dialog';
import { isMobileProject } from './support/navigation';

test(
  'a company logs in from the top bar and lands on the company dashboard',
  { tag: '@phone' },
  async ({ page, playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const account = await registerViaApi(api, 'company');
    await api.dispose();

    await page.goto('/');
    await openLoginFromTopBar(page);
    if (isMobileProject(testInfo)) {
      // Mobile shows one panel at a time: the top bar opens Login directly.
      await expect(authDialog(page).getByRole('tab', { name: 'Login' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    await submitLogin(page, account);

    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByText('Welcome to Takeoff!')).toBeVisible();
    // The top bar names the user (the email is its tooltip).
    await expect(page.getByTestId('top-bar-user')).toHaveText(account.name);
    await expect(page.getByTestId('top-bar-user')).toHaveAttribute('title', account.email);
  },
);

test('a candidate session survives a reload (cookie, no browser storage)', async ({
  page,
  playwright,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const account = await registerViaApi(api, 'candidate');
  await api.dispose();

  await page.goto('/');
  await openLoginFromTopBar(page);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);

  await page.reload();
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain('token');
});

test(
  'the auth dialog switches between Create Account and Login with links',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await openLoginFromTopBar(page);
    const dialog = authDialog(page);
    await dialog
      .getByText('New to Takeoff?')
      .getByRole('button', { name: 'Create Account' })
      .click();
    await expect(
      dialog.getByRole('form', { name: 'Create Account' }).getByLabel('Full name'),
    ).toBeEnabled();
    // The inactive panel is disabled beside the active one on desktop, and not shown on mobile.
    const inactiveLogin = dialog.locator('form[aria-label="Login"] input[type="email"]');
    if (isMobileProject(testInfo)) await expect(inactiveLogin).toBeHidden();
    else await expect(inactiveLogin).toBeDisabled();
    await dialog
      .getByText('Already have an account?')
      .getByRole('button', { name: 'Login' })
      .click();
    await expect(dialog.getByRole('form', { name: 'Login' }).getByLabel('Email')).toBeEnabled();
  },
);
