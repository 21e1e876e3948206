import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the pitch screen, the pitches grid and the inboxes have no serious accessibility violations', async ({ page, browser }, testInfo) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/pitch');
  await expect(page.getByRole('button', { name: 'Save Pitch Info' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/candidate/messages');
  await expect(page.getByText('No messages yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const company = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport ?? null });
  const companyPage = await company.newPage();
  await registerViaApi(companyPage, 'company');
  await companyPage.goto('/company/candidates');
  // The demo seed publishes pitches, so the grid has cards.
  await expect(companyPage.getByTestId('pitch-card').first()).toBeVisible();
  expect(await seriousViolations(companyPage)).toEqual([]);
  await company.close();
});
