import { expect, test, type Locator } from '@playwright/test';

/** The language a screen reader uses for an element: its nearest lang attribute. */
const languageOf = (element: Locator) => element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

test('the terms page is in Greek, dated 21 July 2025, and Back to Home leads to /', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
  await expect(page.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
  for (const heading of ['1. Αποδοχή των όρων', '5. Επεξεργασία βίντεο', '11. Επικοινωνία']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await languageOf(page.getByRole('heading', { name: heading }))).toBe('el');
  }
  await page.screenshot({ path: `e2e/screenshots/terms-${test.info().project.name}.png` });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy page has the Greek GDPR sections, then the English ones', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Πολιτική Απορρήτου' })).toBeVisible();
  await expect(page.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
  // The Greek sections are marked Greek, the English ones English (screen readers switch voice).
  expect(await languageOf(page.getByRole('heading', { name: '1. Υπεύθυνος επεξεργασίας' }))).toBe('el');
  for (const heading of ['How we use your information', 'Information sharing', 'Your rights under GDPR', 'Data security', 'Data retention', 'International transfers', 'Cookies', 'Contact us', 'Supervisory authority']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await languageOf(page.getByRole('heading', { name: heading }))).toBe('en');
  }
});

test('the company terms and privacy pages carry version 1.0, effective 22 July 2025', async ({ page }) => {
  await page.goto('/company-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Terms of Service' })).toBeVisible();
  await expect(page.getByText('Effective date: 22 July 2025 · Version 1.0')).toBeVisible();
  for (const heading of ['1. Candidate videos: permitted use', '2. Candidate videos: prohibited use', '3. Company obligations', '4. Payment', '5. Intellectual property', '6. Limitation of liability', '7. Termination', '8. Changes to these terms']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.goto('/company-privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective date: 22 July 2025 · Version 1.0')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
