import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { registerViaApi } from './support/accounts';
import { adminTab, E2E_ADMIN, submitAdminPassword } from './support/admin';
import { screenshotForPeople } from './support/screenshots';

// The e2e server has one admin account and two-factor is its property: this flow runs in the 'admin-serial'
// project (after every other spec, alone); 375 px is checked inside. Pitch moderation, which leaves two-factor
// alone, is admin-moderates-pitches.spec.ts and runs with the others.

/**
 * The code of the time step `offset` steps from now. The server accepts one step either side and
 * each step only once, so the flow below uses steps -1, 0 and +1 for its three codes.
 */
const codeAt = (secret: string, offset: -1 | 0 | 1) =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

test('an admin enables TOTP, logs in with a code, then creates and edits a job', async ({
  page,
  playwright,
  baseURL,
}) => {
  await submitAdminPassword(page);
  await expect(page.getByText('Admin Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  await expect(page.getByText('Recent User Registrations')).toBeVisible();
  // The figures are the scheduler's snapshot: the dashboard says when it was taken.
  await expect(page.getByText(/^Figures as of \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Registrations per week:/ })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await screenshotForPeople(page, {
    path: 'e2e/screenshots/admin-statistics-1280.png',
    fullPage: true,
  });

  // Two-factor is offered at sign-in (required in production); enrol: the secret shown for manual entry is what an
  // authenticator app would read from the QR code.
  await expect(page.getByText(/Protect this admin account/)).toBeVisible();
  await page.getByRole('button', { name: 'Set up now' }).click();
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(codeAt(secret, -1));
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);

  // Logout ends the session server-side; the next login asks for the code.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
  await submitAdminPassword(page);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeDisabled();
  await code.fill(codeAt(secret, 0));
  await code.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // A stored session restores on reload (the cookie; nothing in browser storage).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Create a job for a demo company; flight number and departure time are generated.
  await adminTab(page, 'Job Management').click();
  await page.getByRole('button', { name: 'Create New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Job Posting' });
  const title = `Night Ramp Lead ${Date.now()}`;
  await dialog.getByLabel('Job Title *').fill(title);
  // The company picker searches as the admin types: a word start, then the keyboard picks the match.
  const company = dialog.getByRole('combobox', { name: 'Company *' });
  await company.fill('tech');
  const companies = dialog.getByRole('listbox', { name: 'Companies' });
  await expect(companies.getByRole('option', { name: 'Skyline Tech' })).toBeVisible();
  await screenshotForPeople(page, { path: 'e2e/screenshots/admin-company-picker-1280.png' });
  await company.fill('zz-no-such-company');
  await expect(
    dialog.getByText('No company name or word starts with “zz-no-such-company”'),
  ).toBeVisible();
  await company.fill('sky');
  await expect(companies.getByRole('option')).toHaveText(['Skyline Tech']);
  await company.press('ArrowDown');
  await expect(company).toHaveAttribute('aria-activedescendant', /option-0$/);
  // Escape closes the list, not the dialog; Enter on the highlighted option picks it.
  await company.press('Escape');
  await expect(companies).toBeHidden();
  await expect(dialog).toBeVisible();
  await company.press('ArrowDown');
  await company.fill('sky');
  await expect(companies.getByRole('option')).toHaveText(['Skyline Tech']);
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(companies).toBeHidden();
  await expect(company).toHaveValue('Skyline Tech');

  // A page is 20 companies: the arrow keys past the last one fetch the next page.
  const word = `Pickerco${Date.now().toString(36)}`;
  // Same-origin like the SPA: after the first sign-up the context holds a session cookie, and cookie requests need it.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: String(baseURL) },
  });
  for (let i = 0; i < 21; i++)
    await registerViaApi(api, 'company', {
      name: `${word} ${String(i).padStart(2, '0')}`,
      consent: false,
    });
  await api.dispose();
  await company.fill(word.toLowerCase());
  await expect(companies.getByRole('option')).toHaveCount(20);
  await expect(dialog.getByText('20 shown, more below')).toBeVisible();
  for (let i = 0; i < 21; i++) await company.press('ArrowDown');
  await expect(companies.getByRole('option')).toHaveCount(21);
  await expect(dialog.getByText('21 companies')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Load more companies' })).toHaveCount(0);
  // Escape leaves the chosen company as it was.
  await company.press('Escape');
  await expect(company).toHaveValue('Skyline Tech');
  await dialog.getByLabel('Location *').fill('Heraklion');
  await dialog
    .getByLabel('Required Skills * (comma separated)')
    .fill(' ramp ops, radio ,safety, leadership ');
  await dialog.getByLabel('Description *').fill('Lead the night shift on the ramp.');
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Job created successfully!')).toBeVisible();
  const card = page.getByTestId('admin-job').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^TO\d{4}$/)).toBeVisible();
  await expect(card.getByText('Skyline Tech')).toBeVisible();
  await expect(card.getByText('+1 more')).toBeVisible();

  // Edit it: the title and status change, the flight number stays.
  const flightNumber = await card.getByText(/^TO\d{4}$/).textContent();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job Posting' });
  await expect(edit.getByLabel('Required Skills * (comma separated)')).toHaveValue(
    'ramp ops, radio, safety, leadership',
  );
  await expect(edit.getByRole('combobox', { name: 'Company *' })).toHaveValue('Skyline Tech');
  await edit.getByLabel('Job Title *').fill(`${title} (senior)`);
  await edit.getByLabel('Status *').selectOption('boarding');
  await edit.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job updated successfully!')).toBeVisible();
  const edited = page.getByTestId('admin-job').filter({ hasText: `${title} (senior)` });
  await expect(edited.getByText('boarding', { exact: true })).toBeVisible();
  await expect(edited.getByText(flightNumber!)).toBeVisible();

  // Search is case-insensitive over the title; the status filter narrows it.
  await page.getByLabel('Search jobs').fill(title.toUpperCase());
  await expect(page.getByTestId('admin-job')).toHaveCount(1);
  await page.getByLabel('Filter by status').selectOption('closed');
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();

  // The audit log shows what this admin did.
  await adminTab(page, 'Audit Log').click();
  // Actions in words; the password step of a two-factor sign-in is no failure.
  await expect(page.getByRole('cell', { name: 'Edited a job' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Turned two-factor on' }).first()).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Password accepted, code requested' }).first(),
  ).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Turned two-factor on' });
  await expect(page.getByRole('cell', { name: 'Edited a job' })).toHaveCount(0);
  // The admin is both the actor and the subject of that row: named twice, never "Deleted admin".
  const twoFactorRow = page.getByRole('row').filter({ hasText: 'Turned two-factor on' }).first();
  await expect(twoFactorRow.getByRole('cell', { name: E2E_ADMIN.email })).toHaveCount(2);
  await expect(twoFactorRow).not.toContainText('Deleted admin');

  // User Management searches by name or email and filters by role.
  await adminTab(page, 'User Management').click();
  await page.getByLabel('Search users by name or email').fill(E2E_ADMIN.email.toUpperCase());
  await page.getByLabel('Filter by role').selectOption('admin');
  await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  await page.getByLabel('Filter by role').selectOption('candidate');
  await expect(page.getByText('No users match')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await adminTab(page, 'Job Management').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotForPeople(page, { path: 'e2e/screenshots/admin-jobs-375.png', fullPage: true });
  // The picker at 375 px: opened without typing it lists companies from the start of the alphabet, a page at a time.
  await page.getByRole('button', { name: 'Create New Job' }).click();
  const narrow = page.getByRole('dialog', { name: 'Create New Job Posting' });
  await narrow.getByRole('combobox', { name: 'Company *' }).click();
  await expect(
    narrow.getByRole('listbox', { name: 'Companies' }).getByRole('option').first(),
  ).toBeVisible();
  await screenshotForPeople(page, { path: 'e2e/screenshots/admin-company-picker-375.png' });
  await narrow.getByRole('combobox', { name: 'Company *' }).press('Escape');
  await narrow.getByRole('button', { name: 'Cancel' }).click();
  await expect(narrow).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leave the account as found: two-factor off again.
  await adminTab(page, 'Security').click();
  await page.getByLabel('Code or recovery code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Disable two-factor' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
});
