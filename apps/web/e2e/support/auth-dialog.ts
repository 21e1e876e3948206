import { expect, type Locator, type Page } from '@playwright/test';
import type { Role } from './accounts';

export function authDialog(page: Page): Locator {
  // By test id: the consent dialogs are dialogs too.
  return page.getByTestId('auth-dialog');
}

/** Opens the dialog from the landing page's role button (preselects the role). */
export async function openDialogForRole(page: Page, role: Role) {
  await page
    .getByRole('button', { name: role === 'company' ? /I'm a company/ : /I'm a candidate/ })
    .click();
  await expect(authDialog(page)).toBeVisible();
}

export async function openLoginFromTopBar(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(authDialog(page)).toBeVisible();
}

export async function fillRegisterForm(
  page: Page,
  input: { name: string; email: string; password: string; companyName?: string },
) {
  const form = authDialog(page).getByRole('form', { name: 'Create Account' });
  // Shown for the company role only: an organisation is named at sign-up, apart from its first person.
  if (input.companyName !== undefined) {
    await form.getByLabel('Company name').fill(input.companyName);
    await form.getByLabel('Your full name').fill(input.name);
  } else await form.getByLabel('Full name').fill(input.name);
  await form.getByLabel('Email').fill(input.email);
  await form.getByLabel('Password').fill(input.password);
  return form;
}

export async function submitLogin(page: Page, input: { email: string; password: string }) {
  const form = authDialog(page).getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(input.email);
  await form.getByLabel('Password').fill(input.password);
  await form.getByRole('button', { name: 'Login' }).click();
}
