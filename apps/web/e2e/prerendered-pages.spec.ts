import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { followLinkWithoutReload } from './support/navigation';

/** The console's errors and warnings (React reports a hydration mismatch there) and the page's uncaught errors. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The departure board's clock, as a screen reader reads it. */
const localTime = (page: Page) =>
  page.getByText('Local time').locator('xpath=..').locator('.sr-only');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and the terms are in the HTML the server sends, before any script runs', async ({
    page,
    request,
  }) => {
    const landingHtml = await (await request.get('/')).text();
    expect(landingHtml).toContain('data-prerendered="/"');
    expect(landingHtml).toContain('Why fly with us');
    const termsHtml = await (await request.get('/terms')).text();
    expect(termsHtml).toContain('<title>Terms of Use · Takeoff</title>');

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Hiring at the speed of/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /I'm a company/ })).toBeVisible();
    // No invented content: no fictional partner logos, no unmeasured figures, only meeting tools that exist.
    await expect(page.getByRole('heading', { name: 'Trusted by teams on board' })).toHaveCount(0);
    await expect(page.getByText(/\d+% (faster|lower)/)).toHaveCount(0);
    await expect(page.getByText(/Zoom|Teams/)).toHaveCount(0);
    await expect(localTime(page)).toHaveText('--:--');
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );

    // A plain link works without scripts: the footer leads to the prerendered terms.
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page).toHaveTitle('Terms of Use · Takeoff');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '11. Contact' })).toBeVisible();

    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/company-terms', 'Company Terms of Service'],
      ['/company-privacy', 'Company Privacy Policy'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('other pages still come as the SPA shell', async ({ request }) => {
    const html = await (await request.get('/candidate/jobs')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });
});

test('React attaches to the prerendered landing page without errors, and the page works', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');
  // Attached: the board's clock shows the local time (the HTML had blank cells) and the buttons answer.
  await expect(localTime(page)).toHaveText(/^\d\d:\d\d$/);
  await page.getByRole('button', { name: /I'm a company/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Client navigation from the hydrated page: the terms render without a reload.
  await followLinkWithoutReload(page, 'Terms of Use', 'Terms of Use');
  expect(problems).toEqual([]);
});

test('React attaches to the prerendered terms page without errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Hiring at the speed of/ }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('in Greek', () => {
  test.use({ locale: 'el-GR' });

  test('the prerendered English pages give way to the Greek interface without errors', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Είμαι εταιρεία' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why fly with us' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
