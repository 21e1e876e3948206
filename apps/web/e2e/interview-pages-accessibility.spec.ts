import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { seriousViolations } from './support/accessibility';
import { DEMO_COMPANIES, signInAs } from './support/interviews';

// The page itself is scanned in every-page-is-accessible.spec.ts; these are the states a visit does not show.
test(
  'the company schedule-interview dialog has no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, DEMO_COMPANIES.skyline);
    await page.goto('/company/interviews');
    await expect(page.getByTestId('company-interview').first()).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Schedule Interview' })
        .getByLabel('Position')
        .locator('option')
        .nth(1),
    ).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test(
  'the candidate live rooms have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/live-rooms');
    await expect(page.getByText('No Scheduled Interviews')).toBeVisible();
    await page.getByRole('tab', { name: /Open Slots/ }).click();
    await expect(page.getByTestId('slot-card').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);
