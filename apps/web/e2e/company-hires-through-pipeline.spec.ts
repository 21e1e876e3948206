import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { isMobileProject } from './support/navigation';
import { DEMO_CANDIDATE_WITH_PITCH, openJobFromBoard, signInViaApi, tinyMp4 } from './support/jobs';

test('a company posts a job with a video; a candidate without a pitch is led to the pitch step, one with a pitch applies and is moved to hired', async ({
  browser,
  page,
}, testInfo) => {
  // Three actors and a dozen screens in one flow: more than the suite's per-test default on a shared machine.
  test.setTimeout(300_000);
  const title = `Navigator ${randomUUID().slice(0, 8)}`;

  // The company posts a job with a video.
  await registerViaApi(page, 'company');
  await page.goto('/company/jobs');
  await expect(page.getByText('No jobs available at this time.')).toBeVisible();
  await page.getByRole('button', { name: 'Post New Job' }).click();
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Location').fill('Athens');
  await page.getByLabel('Skills (comma separated)').fill('Navigation, Radio');
  await page.getByLabel('Description').fill('Guide flights home.');
  await page
    .getByLabel('Job video (optional)')
    .setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await page.getByRole('button', { name: 'Post Job' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('Has video')).toBeVisible();
  // One flight number everywhere: the TO number candidates and the public page show.
  await expect(row.getByText(/^TO\d{4}$/)).toBeVisible();

  // A candidate without a pitch is led to the pitch step before anything is sent (no refused request).
  const noPitch = await browser.newPage({ viewport: page.viewportSize() });
  const failedRequests: string[] = [];
  noPitch.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  await registerViaApi(noPitch, 'candidate');
  await openJobFromBoard(noPitch, title);
  if (isMobileProject(testInfo)) {
    await expect(noPitch.getByTestId('job-cards')).toBeVisible();
    await expect(noPitch.getByTestId('job-table')).toBeHidden();
  } else {
    await expect(noPitch.getByTestId('job-table')).toBeVisible();
  }
  await noPitch.getByRole('button', { name: 'Apply Now' }).click();
  await expect(noPitch).toHaveURL(/\/candidate\/pitch$/);
  // The flight is kept: saving the pitch brings the candidate back to it.
  await expect(noPitch.getByText(/brought back to flight TO\d{4} to apply/)).toBeVisible();
  expect(failedRequests.filter((line) => line.includes('/api/applications'))).toEqual([]);
  await noPitch.close();

  // A candidate with a pitch applies.
  const pitched = await browser.newPage({ viewport: page.viewportSize() });
  await signInViaApi(pitched, DEMO_CANDIDATE_WITH_PITCH);
  await openJobFromBoard(pitched, title);
  await pitched.getByRole('button', { name: 'Apply Now' }).click();
  await expect(pitched.getByText('Application submitted')).toBeVisible();
  await pitched.close();

  // The company sees the application and moves it along to hired.
  await page.goto('/company/applications');
  await expect(
    page.getByRole('listitem', { name: `Application from ${DEMO_CANDIDATE_WITH_PITCH.name}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pending column' }).getByText(DEMO_CANDIDATE_WITH_PITCH.name),
  ).toBeVisible();
  for (const stage of ['Reviewed', 'Shortlisted', 'Interviewing', 'Hired']) {
    await page
      .getByRole('button', { name: `Move ${DEMO_CANDIDATE_WITH_PITCH.name} to ${stage}` })
      .click();
    await expect(
      page
        .getByRole('region', { name: `${stage} column` })
        .getByText(DEMO_CANDIDATE_WITH_PITCH.name),
    ).toBeVisible();
  }
  await page.goto('/company/dashboard');
  await expect(page.getByTestId('stat-hires')).toHaveText('1');
});
