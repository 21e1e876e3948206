import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
const post = async (page: Page, origin: string, url: string, data: unknown = {}) => {
  const response = await page.request.post(url, { data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as { id: number } | null;
};

test('a candidate sees their applications and saved jobs from the dashboard, withdraws and unsaves', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = randomUUID().slice(0, 6);
  const company = await browser.newPage({ viewport: page.viewportSize() });
  await registerViaApi(company, 'company', { name: `Tracker Air ${tag}` });
  const job = { description: 'Fly well.', location: 'Athens', skills: 'Flying' };
  const applied = (await post(company, origin, '/api/jobs', { ...job, title: `Pilot ${tag}` }))!;
  const saved = (await post(company, origin, '/api/jobs', { ...job, title: `Navigator ${tag}` }))!;

  await registerViaApi(page, 'candidate');
  await post(page, origin, '/api/candidate-pitches', {
    title: 'Pilot',
    skills: ['Flying'],
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  await post(page, origin, '/api/applications', { jobId: applied.id });
  await page.request.post(`/api/saved-jobs/${saved.id}`, { headers: { Origin: origin } });

  await page.goto('/candidate/dashboard');
  await page
    .getByTestId('candidate-stats')
    .getByRole('link', { name: /Applications/ })
    .click();
  await expect(page).toHaveURL(/\/candidate\/applications$/);
  const application = page.getByTestId('my-application').filter({ hasText: `Pilot ${tag}` });
  await expect(application).toContainText(`Tracker Air ${tag}`);
  await expect(application).toContainText('Pending');
  const savedRow = page.getByTestId('saved-job').filter({ hasText: `Navigator ${tag}` });
  await expect(savedRow.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/my-applications-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await application.getByRole('button', { name: `Withdraw application to Pilot ${tag}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Application withdrawn')).toBeVisible();
  await expect(application).toHaveCount(0);

  await savedRow.getByRole('button', { name: `Remove Navigator ${tag} from saved jobs` }).click();
  await expect(savedRow).toHaveCount(0);
  await expect(page.getByText('You have not saved any flight yet.')).toBeVisible();
});
