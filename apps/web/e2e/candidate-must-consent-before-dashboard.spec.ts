import { expect, test } from '@playwright/test';
import { newAccountInput, registerViaApi } from './support/accounts';
import {
  fillRegisterForm,
  openDialogForRole,
  submitLogin,
  openLoginFromTopBar,
} from './support/auth-dialog';
import { acceptCandidateConsent, candidateConsentDialog } from './support/consent';
import { screenshotForPeople } from './support/screenshots';

test('a new candidate must give GDPR consent before the dashboard, and is not asked again on another browser', async ({
  page,
  browser,
}) => {
  const input = newAccountInput('candidate');
  await page.goto('/');
  await openDialogForRole(page, 'candidate');
  const form = await fillRegisterForm(page, input);
  await form.getByRole('button', { name: 'Create Account' }).click();

  const dialog = candidateConsentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Consent to the processing of personal data' }),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  // The dashboard is behind the dialog: hidden from assistive technology until consent is given.
  await expect(page.getByRole('navigation', { name: /Candidate navigation/ })).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Accept and continue' });
  await expect(submit).toBeDisabled();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/candidate-consent-${test.info().project.name}.png`,
    fullPage: false,
  });

  await acceptCandidateConsent(page);
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  const status = await page.request.get('/api/auth/consent-status');
  expect(await status.json()).toMatchObject({
    required: false,
    latest: { consentGiven: true, termsVersion: '1.0' },
  });

  await page.reload();
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Another browser: the record is on the server, not in this browser's storage.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await openLoginFromTopBar(otherPage);
  await submitLogin(otherPage, input);
  await expect(otherPage).toHaveURL(/\/candidate\/dashboard$/);
  await expect(otherPage.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  await expect(candidateConsentDialog(otherPage)).toHaveCount(0);
  await other.close();
});

test('Escape on the consent does nothing; cancelling asks first, then signs the candidate out and goes home', async ({
  page,
}) => {
  await registerViaApi(page, 'candidate', { consent: false });
  await page.goto('/candidate/dashboard');
  const dialog = candidateConsentDialog(page);
  await expect(dialog).toBeVisible();
  // A stray Escape must not sign anyone out.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // Cancel asks; going back keeps the dialog and the session.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out without consent?' });
  await expect(confirm).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/consent-cancel-confirm-${test.info().project.name}.png`,
  });
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('Top Talent is behind the same consent as the candidate pages, and is not fetched before it', async ({
  page,
}) => {
  await registerViaApi(page, 'candidate', { consent: false });
  const rankingCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/top-talents'))
      rankingCalls.push(request.url());
  });
  await page.goto('/top-talents');
  await expect(candidateConsentDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Top Talent of the Week' })).toHaveCount(
    0,
  );
  expect(rankingCalls).toEqual([]);

  await acceptCandidateConsent(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top Talent of the Week' }),
  ).toBeVisible();
});

test('when the consent post fails the candidate continues, and the post is retried on the next load', async ({
  page,
}) => {
  await registerViaApi(page, 'candidate', { consent: false });
  let failures = 0;
  await page.route('**/api/auth/gdpr-consent', async (route) => {
    failures += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Database unavailable","code":"DB_UNAVAILABLE"}',
    });
  });
  await page.goto('/candidate/dashboard');
  await acceptCandidateConsent(page);
  expect(failures).toBe(1);
  await expect(page.getByText('Candidate Dashboard', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/auth/consent-status')).json()).toMatchObject({
    required: true,
  });

  await page.unroute('**/api/auth/gdpr-consent');
  const retried = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/gdpr-consent') && r.request().method() === 'POST',
  );
  await page.reload();
  expect((await retried).status()).toBe(201);
  await expect(candidateConsentDialog(page)).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/consent-status')).json()).required)
    .toBe(false);
});
