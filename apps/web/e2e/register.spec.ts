import { expect, test } from '@playwright/test';
import { newAccountInput } from './support/accounts';
import { authDialog, fillRegisterForm, openDialogForRole } from './support/auth-dialog';
import { acceptCandidateConsent, acceptCompanyTerms } from './support/consent';

test('a candidate registers from the landing page and lands on the candidate dashboard', async ({
  page,
}) => {
  const input = newAccountInput('candidate');
  await page.goto('/');
  await openDialogForRole(page, 'candidate');
  const form = await fillRegisterForm(page, input);
  await expect(form.getByRole('radio', { name: /Candidate/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expect(authDialog(page)).toBeHidden();
  await expect(page.getByText('Welcome to Takeoff!')).toBeVisible();
  await acceptCandidateConsent(page);
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  // A brand-new account is welcomed aboard, not "back".
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^Welcome aboard, ${input.name.split(' ')[0]}!$`),
    }),
  ).toBeVisible();
});

test('a company registers with the company role preselected and lands on the company dashboard', async ({
  page,
}) => {
  const input = newAccountInput('company');
  await page.goto('/');
  await openDialogForRole(page, 'company');
  const form = await fillRegisterForm(page, input);
  await expect(form.getByRole('radio', { name: /Company/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await acceptCompanyTerms(page);
  await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ email: input.email, role: 'company' });
});

test('registering with an email already taken shows the server message', async ({
  page,
  request,
}) => {
  const input = newAccountInput('candidate');
  expect((await request.post('/api/auth/register', { data: input })).status()).toBe(201);

  await page.goto('/');
  await openDialogForRole(page, 'candidate');
  const form = await fillRegisterForm(page, input);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(authDialog(page)).toBeVisible();
});

test('the register form validates before calling the API', async ({ page }) => {
  await page.goto('/');
  await openDialogForRole(page, 'candidate');
  const form = await fillRegisterForm(page, { name: '', email: 'not-an-email', password: 'short' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
