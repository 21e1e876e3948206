import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { bundleReport, lightModules } from '../bench/bundle-report';
import { initialFiles, PUBLIC_ENTRY, type Manifest } from '../bench/initial-javascript';
import { PUBLIC_PAGES } from '../src/app/public-pages';
import { registerViaApi } from './support/accounts';
import { authDialog } from './support/auth-dialog';
import { followLinkWithoutReload } from './support/navigation';

// The build the API serves (playwright.config.ts: WEB_DIST_DIR, else apps/web/dist), with its manifest.
const appRoot = path.resolve(import.meta.dirname, '..');
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(appRoot, '../..', process.env.WEB_DIST_DIR)
  : path.join(appRoot, 'dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every script the page fetches (path → gzip size of its body), once the page has settled. */
function recordScripts(page: Page) {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js'))
      sizes.set(
        pathname.slice(1),
        response.body().then((body) => gzipSync(body).length),
      );
  });
  return async () =>
    new Map(await Promise.all([...sizes].map(async ([file, size]) => [file, await size] as const)));
}

const localTime = (page: Page) =>
  page.getByText('Local time').locator('xpath=..').locator('.sr-only');

for (const publicPage of PUBLIC_PAGES) {
  test(`${publicPage.path} loads the light entry only, the JavaScript the bench reports, and attaches without errors`, async ({
    page,
  }) => {
    // Every build writes it (vite.config.ts: manifest): a missing one is a broken build, not a reason to skip.
    expect(existsSync(manifestFile), `no manifest at ${manifestFile}`).toBe(true);
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    await page.goto(publicPage.path);
    // Attached: the controls are enabled once React has the page.
    await expect(page.getByTestId('language-switcher')).toBeEnabled();
    if (publicPage.path === '/') await expect(localTime(page)).toHaveText(/^\d\d:\d\d$/);
    await page.waitForLoadState('networkidle');
    const fetched = await scripts();

    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const firstDownload = initialFiles(manifest, lightModules(publicPage), PUBLIC_ENTRY);
    expect([...fetched.keys()].sort()).toEqual(
      initialFiles(
        manifest,
        [...lightModules(publicPage), ...(publicPage.afterAttach ?? [])],
        PUBLIC_ENTRY,
      ),
    );
    // Nothing of the full app: no data router, no TanStack Query, no react-i18next (lib/i18n.ts imports it; the
    // features' i18n-* chunks and i18next in the shell are the public pages' own).
    expect(
      [...fetched.keys()].filter((file) => /\/(full-app|router|query|useTranslation)-/.test(file)),
    ).toEqual([]);
    // The bench's figure is the first download; what loads once the page has attached comes after it.
    const firstDownloadBytes = firstDownload.reduce((sum, file) => sum + fetched.get(file)!, 0);
    const gzipKb = Math.round((firstDownloadBytes / 1024) * 100) / 100;
    const row = bundleReport(appRoot, distDir).find((candidate) =>
      candidate.route.split(', ').includes(publicPage.path),
    )!;
    expect(gzipKb).toBe(row.gzipKb);
    expect(gzipKb).toBeLessThanOrEqual(100);
    expect(problems).toEqual([]);
  });
}

test('a role button hands the page to the app, which opens the sign-up for that role', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /I'm a candidate/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect([...(await scripts()).keys()].some((file) => file.includes('/full-app-'))).toBe(false);

  // No frame without the page while the app takes over, and the reader stays where they were.
  await page.evaluate(() => {
    const state = window as unknown as { framesWithoutPage: number };
    state.framesWithoutPage = 0;
    const sample = () => {
      if (!document.querySelector('#main h1') || !document.querySelector('header'))
        state.framesWithoutPage++;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    window.scrollTo(0, 120);
  });
  await page.getByRole('button', { name: /I'm a candidate/ }).click();
  await expect(authDialog(page)).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { framesWithoutPage: number }).framesWithoutPage,
    ),
  ).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  await expect(
    authDialog(page)
      .getByRole('form', { name: 'Create Account' })
      .getByRole('radio', { name: /Candidate/ }),
  ).toBeChecked();
  expect([...(await scripts()).keys()].some((file) => file.includes('/full-app-'))).toBe(true);
  // The same page under the app: the board still ticks, the footer leads to the terms without a reload.
  await page.keyboard.press('Escape');
  await expect(localTime(page)).toHaveText(/^\d\d:\d\d$/);
  await followLinkWithoutReload(page, 'Terms of Use', 'Terms of Use');
  expect(problems).toEqual([]);
});

test('a link to a page of the app from a public page opens it in the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /I'm a company/ })).toBeEnabled();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: /I'm a company/ })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: /I'm a company/ })).toBeVisible();
});

test('a signed-in visitor opening the landing page gets their own top bar', async ({ page }) => {
  const account = await registerViaApi(page, 'candidate');
  await page.goto('/');
  await expect(page.getByTestId('top-bar-user')).toHaveText(account.name);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('the language chosen before the app loads stays once it has: Greek landing, Greek sign-in dialog', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/terms');
  await expect(page.getByTestId('language-switcher')).toBeEnabled();
  await page.getByTestId('language-switcher').selectOption('el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
  await expect(page).toHaveTitle('Όροι Χρήσης · Takeoff');
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(authDialog(page)).toBeVisible();
  await expect(authDialog(page).getByText('Επιβιβαστείτε στο Takeoff')).toBeVisible();
  // Under the dialog, the app's page is the Greek terms too.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Σύνδεση' })).toBeVisible();
  expect(problems).toEqual([]);
});
