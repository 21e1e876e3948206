import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test(
  'on a phone, every page of an area is reachable without typing a URL: the five below, the rest under More',
  // The phone's bottom navigation and More menu: nothing of it shows on a desktop, so the mobile project alone.
  { tag: '@phone-only' },
  async ({ page }) => {
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/jobs');
    for (const [item, url] of [
      ['Messages', /\/candidate\/messages$/],
      ['Organization Tools', /\/candidate\/project-management$/],
      ['My Applications', /\/candidate\/applications$/],
    ] as const) {
      await page.getByTestId('more-menu').click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId('more-menu')).toHaveText(new RegExp(item));
    }

    await page.context().clearCookies();
    await registerViaApi(page, 'company');
    await page.goto('/company/jobs');
    await expect(
      page.getByRole('navigation', { name: 'Company navigation (mobile)', exact: true }),
    ).toBeVisible();
    await page.getByTestId('more-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await screenshotForPeople(page, {
      path: `e2e/screenshots/more-menu-${test.info().project.name}.png`,
    });
    await page.getByRole('menuitem', { name: 'Company Promo' }).click();
    await expect(page).toHaveURL(/\/company\/promo$/);
  },
);
