import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { seriousViolations } from './support/accessibility';

test(
  'the candidate overview, Organization Tools and the assistant have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
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
  },
);
