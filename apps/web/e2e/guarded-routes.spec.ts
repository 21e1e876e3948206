import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { areaNavigation } from './support/navigation';

test('an anonymous visitor is sent home from both areas', async ({ page }) => {
  for (const path of ['/company/jobs', '/candidate/pitch', '/top-talents']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a candidate cannot open the company area but can use its own', async ({ page }, testInfo) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/company/candidates');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/candidate/jobs');
  await expect(page.getByRole('heading', { name: 'Available Opportunities' })).toBeVisible();
  const nav = areaNavigation(page, 'Candidate', testInfo);
  await nav.locator('[data-tour="nav-pitch"]').click();
  await expect(page).toHaveURL(/\/candidate\/pitch$/);
  await expect(nav.locator('[data-tour="nav-pitch"]')).toHaveAttribute('aria-current', 'page');
});

test('a company cannot open the candidate area but can use its own', async ({ page }, testInfo) => {
  await registerViaApi(page, 'company');
  await page.goto('/candidate/jobs');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/company/dashboard');
  const nav = areaNavigation(page, 'Company', testInfo);
  await nav.getByRole('link', { name: /Interviews/ }).click();
  await expect(page).toHaveURL(/\/company\/interviews$/);
  await expect(page.getByRole('heading', { name: 'Live Interviews' })).toBeVisible();
  await nav.locator('[data-tour="nav-top-talents"]').click();
  await expect(page.getByRole('heading', { name: 'Top Talent of the Week' })).toBeVisible();
});
