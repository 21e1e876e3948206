import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the candidate overview, Organization Tools and the assistant have no serious accessibility violations', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/overview');
  await expect(page.getByText('Quick Actions')).toBeVisible();
  await expect(page.getByTestId('candidate-stats').getByLabel('Applications: 0')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/candidate/project-management');
  await page.getByLabel('Task title').fill('Check a11y');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByTestId('task-card')).toBeVisible();
  await page.getByRole('button', { name: 'Open Navigator Nia' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigator Nia' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
