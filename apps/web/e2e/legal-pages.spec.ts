import { expect, test, type Locator } from '@playwright/test';

/** The language a screen reader uses for an element: its nearest lang attribute. */
const languageOf = (element: Locator) => element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

test('the terms page in English is dated 21 July 2025, and Back to Home leads to /', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByText('Last updated: 21 July 2025')).toBeVisible();
  for (const heading of ['1. Acceptance of the terms', '5. Video processing', '11. Contact']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await languageOf(page.getByRole('heading', { name: heading }))).toBe('en');
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy page in English has the GDPR sections, then the further details', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: 21 July 2025')).toBeVisible();
  expect(await languageOf(page.getByRole('heading', { name: '1. Data controller' }))).toBe('en');
  for (const heading of ['How we use your information', 'Information sharing', 'Your rights under GDPR', 'Data security', 'Data retention', 'International transfers', 'Cookies', 'Contact us', 'Supervisory authority']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await languageOf(page.getByRole('heading', { name: heading }))).toBe('en');
  }
});

test.describe('in Greek', () => {
  // A browser whose language is Greek gets the Greek interface and the Greek versions of the legal texts.
  test.use({ locale: 'el-GR' });

  test('the terms page is the Greek text of the seeds, dated 21 July 2025, and the way home is in Greek', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
    await expect(page.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
    for (const heading of ['1. Αποδοχή των όρων', '5. Επεξεργασία βίντεο', '11. Επικοινωνία']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await languageOf(page.getByRole('heading', { name: heading }))).toBe('el');
    }
    await page.screenshot({ path: `e2e/screenshots/terms-${test.info().project.name}.png` });
    await page.getByRole('link', { name: 'Επιστροφή στην αρχική' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the privacy page and the company pages are in Greek', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Πολιτική Απορρήτου' })).toBeVisible();
    await expect(page.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
    expect(await languageOf(page.getByRole('heading', { name: '1. Υπεύθυνος επεξεργασίας' }))).toBe('el');
    await page.goto('/company-terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης για Εταιρείες' })).toBeVisible();
    await expect(page.getByText('Ημερομηνία έναρξης ισχύος: 22 Ιουλίου 2025 · Έκδοση 1.0')).toBeVisible();
    await page.goto('/company-privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Πολιτική Απορρήτου για Εταιρείες' })).toBeVisible();
  });
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
