import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { expectGuidesCoverNothing } from './support/guides-cover-nothing';
import { rate, registerUser, signInAdminApi } from './support/ratings-api';
import { screenshotForPeople } from './support/screenshots';

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
const send = async (page: Page, method: 'post' | 'patch', url: string, data: unknown = {}) => {
  const origin = new URL(
    page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
  ).origin;
  const response = await page.request[method](url, { data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as { id: number } | null;
};

const shoot = (page: Page, name: string) =>
  screenshotForPeople(page, {
    path: `e2e/screenshots/guides-${name}-${test.info().project.name}.png`,
  });

test(
  'the Welcome On Board control covers no control of the landing page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('welcome-audio')).toBeVisible();
    await expectGuidesCoverNothing(page);
    await shoot(page, 'landing');
  },
);

test(
  'the assistant covers no Reply, media delete button, rating or pipeline control',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    const tag = randomUUID().slice(0, 6);
    const candidate = await registerViaApi(page, 'candidate');
    await send(page, 'post', '/api/candidate-pitches', {
      title: `Pilot ${tag}`,
      skills: ['Flying'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    });

    const companyPage = await browser.newPage({ viewport: page.viewportSize() });
    await registerViaApi(companyPage, 'company', { name: `Floating Air ${tag}` });
    await send(companyPage, 'post', '/api/messages', {
      toCandidateId: candidate.id,
      subject: 'Hello',
      body: 'Would you like to talk?',
    });
    const job = (await send(companyPage, 'post', '/api/jobs', {
      title: `Captain ${tag}`,
      description: 'Fly well.',
      location: 'Athens',
      skills: 'Flying',
    }))!;
    const application = (await send(page, 'post', '/api/applications', { jobId: job.id }))!;
    await send(companyPage, 'patch', `/api/applications/${application.id}/status`, {
      status: 'hired',
    });

    // Candidate: the thread's Reply.
    await page.goto('/candidate/messages');
    if (testInfo.project.name === 'mobile')
      await page.getByRole('button', { name: new RegExp(`Floating Air ${tag}`) }).click();
    await expect(page.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expectGuidesCoverNothing(page);
    await shoot(page, 'messages');

    // Candidate: a media item's delete button.
    await page.goto('/candidate/project-management');
    await page.getByRole('tab', { name: 'Media' }).click();
    for (const n of [1, 2, 3]) {
      await page.getByLabel(/Video URL/).fill(`https://videos.example.com/watch/${n}`);
      await page.getByRole('button', { name: 'Add Video' }).click();
    }
    await expect(page.getByRole('button', { name: 'Remove video' })).toHaveCount(3);
    await expectGuidesCoverNothing(page);
    await shoot(page, 'media');

    // Company: the pipeline with a hired candidate.
    await companyPage.goto('/company/applications');
    await companyPage
      .getByRole('button', { name: new RegExp(`Captain ${tag}`) })
      .first()
      .click();
    await expect(companyPage.getByText('Hired').first()).toBeVisible();
    await expectGuidesCoverNothing(companyPage);
    await shoot(companyPage, 'pipeline');

    // Company: the dashboard's funnel counts and the job listing's Copy link.
    await companyPage.goto('/company/dashboard');
    await expect(
      companyPage.getByRole('list', { name: 'Where applications are now' }),
    ).toBeVisible();
    await expectGuidesCoverNothing(companyPage);
    await shoot(companyPage, 'dashboard');
    await companyPage.goto('/company/jobs');
    await expect(
      companyPage.getByRole('button', { name: /Copy the link to/ }).first(),
    ).toBeVisible();
    await expectGuidesCoverNothing(companyPage);
    await shoot(companyPage, 'jobs');
    await companyPage.close();
  },
);

test('the assistant covers no Top Talent rating', { tag: '@phone' }, async ({ page, baseURL }) => {
  const candidate = await registerUser(baseURL!, 'candidate', 'Floating Talent');
  const raters = await Promise.all(
    [1, 2, 3].map((i) => registerUser(baseURL!, 'company', `Floating Rater ${i}`)),
  );
  for (const rater of raters) await rate(rater, 'candidate', candidate.id, 4);
  const admin = await signInAdminApi(baseURL!);
  expect((await admin.post('/api/admin/rankings/publish-current')).status()).toBe(200);

  await registerViaApi(page, 'company');
  await page.goto('/top-talents');
  await expect(page.getByTestId('top-talent-row').first()).toBeVisible();
  await expect(page.getByTestId('top-talent-row').first().getByRole('radio').first()).toBeVisible();
  await expectGuidesCoverNothing(page);
  await shoot(page, 'top-talents');
  await Promise.all([
    ...raters.map((r) => r.api.dispose()),
    candidate.api.dispose(),
    admin.dispose(),
  ]);
});
