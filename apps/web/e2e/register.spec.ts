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
  const input = { ...newAccountInput('company'), companyName: 'Northwind Hiring' };
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

// The form's messages and a taken address's server message: src/features/auth/components/register-form.test.tsx.
