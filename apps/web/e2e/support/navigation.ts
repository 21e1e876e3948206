import { expect, type Page, type TestInfo } from '@playwright/test';

/** The mobile project shows the bottom navigation; the desktop project the tab bar. */
export function isMobileProject(testInfo: TestInfo) {
  return testInfo.project.name === 'mobile';
}

export function areaNavigation(page: Page, area: 'Company' | 'Candidate', testInfo: TestInfo) {
  const label = isMobileProject(testInfo) ? `${area} navigation (mobile)` : `${area} navigation`;
  return page.getByRole('navigation', { name: label, exact: true });
}

/** Follows a link to a page with that heading and checks the app rendered it without a reload (a mark on window stays). */
export async function followLinkWithoutReload(page: Page, link: string, heading: string) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );
}
