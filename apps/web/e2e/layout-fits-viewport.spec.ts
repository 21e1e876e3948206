import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { openDialogForRole } from './support/auth-dialog';
import { screenshotForPeople } from './support/screenshots';

// Screenshots land in e2e/screenshots/ (git-ignored) for a human look at every width.
const screenshotDir = join(import.meta.dirname, 'screenshots');

async function expectNoHorizontalScroll(page: Page) {
  // Against the configured viewport: a phone (isMobile) widens its layout viewport to fit wider content.
  const width = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, window.innerWidth),
  );
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function capture(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await screenshotForPeople(page, {
    path: join(screenshotDir, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

test(
  'the landing page and auth dialog fit the viewport',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await capture(page, testInfo, 'landing');

    await openDialogForRole(page, 'company');
    await screenshotForPeople(page, {
      path: join(screenshotDir, `auth-dialog-${testInfo.project.name}.png`),
    });
  },
);

test(
  'the company and candidate areas fit the viewport',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerViaApi(page, 'company');
    await page.goto('/company/jobs');
    await expect(page.getByRole('heading', { name: 'Job Listings' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await capture(page, testInfo, 'company-area');

    // Same browser context, new identity: drop the company session and sign up a candidate.
    await page.context().clearCookies();
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/jobs');
    await expect(page.getByRole('heading', { name: 'Available Opportunities' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await capture(page, testInfo, 'candidate-area');
  },
);
