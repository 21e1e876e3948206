import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { DEMO_COMPANIES, signInAs } from './support/interviews';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the company interview page and its dialogs have no serious accessibility violations', async ({
  page,
}) => {
  // Two axe scans of a page full of cards take long on a shared two-core machine.
  test.slow();
  await signInAs(page, DEMO_COMPANIES.skyline);
  await page.goto('/company/interviews');
  await expect(page.getByTestId('company-interview').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Schedule Interview' })
      .getByLabel('Position')
      .locator('option')
      .nth(1),
  ).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the candidate live rooms have no serious accessibility violations', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/live-rooms');
  await expect(page.getByText('No Scheduled Interviews')).toBeVisible();
  await page.getByRole('tab', { name: /Open Slots/ }).click();
  await expect(page.getByTestId('slot-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
