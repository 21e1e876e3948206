import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { companyConsentDialog } from './support/consent';
import { screenshotForPeople } from './support/screenshots';

test('a company must accept the terms: the dialog cannot be dismissed, and unticked submit is refused', async ({
  page,
}) => {
  await registerViaApi(page, 'company', { consent: false });
  // The page asks nothing it cannot get before the terms are accepted (Top Talent needs them).
  const topTalentAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/top-talents')) topTalentAnswers.push(response.status());
  });
  await page.goto('/company/dashboard');
  const dialog = companyConsentDialog(page);
  await expect(
    dialog.getByRole('heading', { name: 'Company Terms & Candidate Video Protection Agreement' }),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Company Terms' })).toHaveAttribute(
    'href',
    '/company-terms',
  );
  await expect(dialog.getByRole('link', { name: 'Company Privacy Policy' })).toHaveAttribute(
    'href',
    '/company-privacy',
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-consent-${test.info().project.name}.png`,
  });

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Consent Required')).toBeVisible();
  await expect(
    page.getByText('You must accept the terms to continue using the platform.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await (await page.request.get('/api/company-consent/status')).json()).toMatchObject({
    hasConsented: false,
  });

  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Terms Accepted')).toBeVisible();
  await expect(
    page.getByText('Thank you for accepting our terms and privacy policy.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
  expect(await (await page.request.get('/api/company-consent/status')).json()).toMatchObject({
    hasConsented: true,
  });
  // Once accepted, Top Talent loads, and it was never refused before.
  await expect.poll(() => topTalentAnswers).toContain(200);
  expect(topTalentAnswers).not.toContain(403);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a failed submission shows the error toast and keeps the dialog', async ({ page }) => {
  await registerViaApi(page, 'company', { consent: false });
  await page.route('**/api/company-consent', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"x","code":"DB_UNAVAILABLE"}',
        })
      : route.continue(),
  );
  await page.goto('/company/dashboard');
  const dialog = companyConsentDialog(page);
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Failed to submit consent. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
});
