import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, type Role } from './support/accounts';

const AREAS: { role: Role; path: string }[] = [
  { role: 'candidate', path: '/candidate/jobs' },
  { role: 'company', path: '/company/jobs' },
];
// md (where the tab bar replaces the bottom navigation) up to a wide desktop.
const WIDTHS = [768, 1024, 1280, 1366, 1920];

/** Each tab link lies wholly inside the tab bar and shows its whole label (nothing scrolled away or cut). */
async function hiddenTabs(page: Page) {
  return page
    .locator('main nav')
    .first()
    .evaluate((nav) => {
      const bar = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return (
            box.left < bar.left - 0.5 ||
            box.right > bar.right + 0.5 ||
            box.right > window.innerWidth ||
            link.scrollWidth > link.clientWidth
          );
        })
        .map((link) => link.textContent);
    });
}

for (const { role, path } of AREAS) {
  for (const language of ['en', 'el']) {
    test(`every ${role} tab is whole and reachable at every desktop width in ${language}`, async ({
      page,
    }) => {
      await page.addInitScript(
        (locale) => window.localStorage.setItem('takeoff.locale', locale),
        language,
      );
      await registerViaApi(page, role);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const tabs = page.locator('main nav').first().getByRole('link');
      await expect(tabs.first()).toBeVisible();
      expect(await tabs.count()).toBeGreaterThan(4);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => hiddenTabs(page), { message: `${role} tabs at ${width} px in ${language}` })
          .toEqual([]);
        // For a human look (e2e/screenshots is git-ignored).
        if (width === 1280)
          await page.screenshot({
            path: join(import.meta.dirname, 'screenshots', `tabs-${role}-${language}-${width}.png`),
          });
      }
    });
  }
}
