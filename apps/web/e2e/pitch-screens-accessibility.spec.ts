import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { seriousViolations } from './support/accessibility';

test(
  'the pitch screen, the pitches grid and the inboxes have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/pitch');
    await expect(page.getByRole('button', { name: 'Save Pitch Info' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/candidate/messages');
    await expect(page.getByText('No messages yet')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const company = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport ?? null,
    });
    const companyPage = await company.newPage();
    await registerViaApi(companyPage, 'company');
    await companyPage.goto('/company/candidates');
    // The demo seed publishes pitches, so the grid has cards.
    await expect(companyPage.getByTestId('pitch-card').first()).toBeVisible();
    expect(await seriousViolations(companyPage)).toEqual([]);
    await company.close();
  },
);
