import type { Page, TestInfo } from '@playwright/test';

/** The mobile project shows the bottom navigation; the desktop project the tab bar. */
export function isMobileProject(testInfo: TestInfo) {
  return testInfo.project.name === 'mobile';
}

export function areaNavigation(page: Page, area: 'Company' | 'Candidate', testInfo: TestInfo) {
  const label = isMobileProject(testInfo) ? `${area} navigation (mobile)` : `${area} navigation`;
  return page.getByRole('navigation', { name: label, exact: true });
}
