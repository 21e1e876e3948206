import { expect, test, type Page } from '@playwright/test';
import { openLoginFromTopBar, submitLogin } from './support/auth-dialog';

/** The landing page's HTML shows before React attaches; the board's local time fills in once it has. */
async function openLandingOnceAttached(page: Page) {
  await page.goto('/');
  await expect(page.getByText('Local time').locator('xpath=..').locator('.sr-only')).toHaveText(
    /^\d\d:\d\d$/,
  );
}

test('going offline shows the offline banner, and coming back says so', async ({
  page,
  context,
}) => {
  await openLandingOnceAttached(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
  await expect(page.getByText('Back online')).toBeHidden({ timeout: 10_000 });
});

test('a part that fails to download while offline loads once the connection is back, without breaking the page', async ({
  page,
  context,
}) => {
  // The toaster loads in the background once the page is up: hold its download until the browser is offline, then fail it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  await page.route('**/assets/sonner-toaster-*.js', async (route) => {
    if (failed) return route.continue();
    await held;
    failed = true;
    await route.abort('internetdisconnected');
  });
  await openLandingOnceAttached(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  release();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // The toaster is there: a failed sign-in says so.
  await openLoginFromTopBar(page);
  await submitLogin(page, { email: 'nobody@takeoff.test', password: 'not-the-password' });
  await expect(page.getByText('Authentication Error')).toBeVisible();
});

test('a prerendered page whose module fails to download while offline comes to life once the connection is back', async ({
  page,
  context,
}) => {
  // The landing page shows from its HTML before its module arrives: hold the module until the browser is offline, then fail it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  await page.route('**/assets/home-*.js', async (route) => {
    if (failed) return route.continue();
    await held;
    failed = true;
    await route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  release();
  await expect.poll(() => failed).toBe(true);
  await context.setOffline(false);

  // React attaches to the page and it works: the sign-in dialog opens and a failed sign-in says so.
  await openLoginFromTopBar(page);
  await submitLogin(page, { email: 'nobody@takeoff.test', password: 'not-the-password' });
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
