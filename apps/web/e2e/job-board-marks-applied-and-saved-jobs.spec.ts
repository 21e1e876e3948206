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

test(
  'the job board marks the flights a candidate applied to or saved',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    const tag = randomUUID().slice(0, 6);
    const company = await browser.newPage({ viewport: page.viewportSize() });
    await registerViaApi(company, 'company', { name: `Marker Air ${tag}` });
    const job = { description: 'Fly well.', location: 'Athens', skills: 'Flying' };
    const applied = (await post(company, origin, '/api/jobs', {
      ...job,
      title: `Captain ${tag}`,
    }))!;
    const saved = (await post(company, origin, '/api/jobs', { ...job, title: `Purser ${tag}` }))!;
    await post(company, origin, '/api/jobs', { ...job, title: `Steward ${tag}` });
    await company.close();

    await registerViaApi(page, 'candidate');
    await post(page, origin, '/api/candidate-pitches', {
      title: 'Pilot',
      skills: ['Flying'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    await post(page, origin, '/api/applications', { jobId: applied.id });
    await post(page, origin, `/api/saved-jobs/${saved.id}`);

    await page.goto('/candidate/jobs');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(tag);
    await expect(page.getByText('3 opportunities found')).toBeVisible();
    const mobile = testInfo.project.name === 'mobile';
    const row = (title: string) =>
      mobile
        ? page.getByTestId('job-card').filter({ hasText: title })
        : page.getByTestId('job-table').getByRole('row').filter({ hasText: title });
    await expect(row(`Captain ${tag}`).getByTestId('job-markers')).toHaveText('Applied');
    await expect(row(`Purser ${tag}`).getByTestId('job-markers')).toHaveText('Saved');
    await expect(row(`Steward ${tag}`).getByTestId('job-markers')).toHaveCount(0);
    await screenshotForPeople(page, {
      path: `e2e/screenshots/job-board-markers-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // The detail of an applied flight does not offer Apply Now again.
    await row(`Captain ${tag}`)
      .getByRole('button', { name: `View details of Captain ${tag}` })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Applied' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Saving from the detail marks the row at once.
    await row(`Steward ${tag}`)
      .getByRole('button', { name: `View details of Steward ${tag}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Job' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row(`Steward ${tag}`).getByTestId('job-markers')).toHaveText('Saved');
  },
);
