import { expect, test } from '@playwright/test';
import { isMobileProject } from './support/navigation';
import { signInViaApi } from './support/jobs';
import { screenshotForPeople } from './support/screenshots';

const DEMO_COMPANY = { email: 'skyline@takeoff.demo', password: 'takeoff-demo' };
const DEMO_CANDIDATE = { email: 'mira@takeoff.demo', password: 'takeoff-demo' };

/** Looks at the jobs screens with demo data, as a user would, and keeps screenshots for review. */
test('the demo company sees its board, dashboard figures and pipeline; a candidate sees the board and latest jobs', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const size = isMobileProject(testInfo) ? 'mobile' : 'desktop';
  await signInViaApi(page, DEMO_COMPANY);
  await page.goto('/company/jobs');
  await expect(page.getByRole('row').filter({ hasText: 'Senior Frontend Engineer' })).toBeVisible();
  for (const status of ['live', 'boarding', 'expiring'])
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-jobs-${size}.png`,
    fullPage: true,
  });
  await page.goto('/company/dashboard');
  await expect(page.getByText('Hiring funnel')).toBeVisible();
  await expect(page.getByTestId('stat-applications')).not.toHaveText('–');
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-dashboard-${size}.png`,
    fullPage: true,
  });
  await page.goto('/company/applications');
  await page.getByRole('button', { name: /Senior Frontend Engineer/ }).click();
  await expect(page.getByRole('region', { name: 'Interviewing column' })).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-applications-${size}.png`,
    fullPage: true,
  });

  const candidate = await browser.newPage({ viewport: page.viewportSize() });
  await signInViaApi(candidate, DEMO_CANDIDATE);
  await candidate.goto('/candidate/jobs');
  await expect(candidate.getByText(/\d+ opportunities found/)).toBeVisible();
  await screenshotForPeople(candidate, {
    path: `e2e/screenshots/candidate-jobs-${size}.png`,
    fullPage: true,
  });
  await candidate.goto('/candidate/overview');
  await expect(candidate.getByText('Latest Opportunities')).toBeVisible();
  await screenshotForPeople(candidate, {
    path: `e2e/screenshots/candidate-overview-${size}.png`,
    fullPage: true,
  });
  await candidate.close();
});
