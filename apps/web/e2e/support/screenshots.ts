import type {
  Locator,
  LocatorScreenshotOptions,
  Page,
  PageScreenshotOptions,
} from '@playwright/test';

/**
 * Screenshots for people to look at (e2e/screenshots), taken only with SCREENSHOTS=1: the suite checks nothing in
 * them, so by default they would cost time and disk for no assertion. Failures still get Playwright's own screenshot
 * (`screenshot: 'only-on-failure'`). A locator is scrolled into view either way, as its screenshot would, so the steps
 * after it see the same page.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function screenshotForPeople(
  target: Page,
  options: PageScreenshotOptions,
): Promise<void>;
export async function screenshotForPeople(
  target: Locator,
  options: LocatorScreenshotOptions,
): Promise<void>;
export async function screenshotForPeople(
  target: Page | Locator,
  options: PageScreenshotOptions & LocatorScreenshotOptions,
): Promise<void> {
  if (SCREENSHOTS) {
    await target.screenshot(options);
    return;
  }
  if ('scrollIntoViewIfNeeded' in target) await target.scrollIntoViewIfNeeded();
}
