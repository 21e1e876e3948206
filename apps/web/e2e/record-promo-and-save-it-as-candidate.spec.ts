import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { registerViaApi } from './support/accounts';

/**
 * The length a player knows from the file's metadata alone: the element loads its file again and reports its
 * duration at `loadedmetadata`, before playing anything. (Later, Chrome may learn the length of a short file by
 * buffering all of it; at this point a MediaRecorder WebM without a Duration says Infinity.)
 */
async function metadataDuration(video: Locator): Promise<number> {
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.load();
      }),
  );
}

/** Plays the video element until its clock moves: the file really decodes and streams from the API. */
async function expectPlays(video: ReturnType<Page['locator']>) {
  await expect(video).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{32}$/);
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

test('a company records a promo with the camera, saves it and plays it back; a candidate finds it and saves it', async ({
  page,
  browser,
}) => {
  // A recording, a save, a reload and four players checked in two browsers: longer than the default on shared cores.
  test.slow();
  const companyName = `Promo Flight ${randomUUID().slice(0, 8)}`;
  await registerViaApi(page, 'company', { name: companyName });
  await page.goto('/company/promo');
  await expect(page.getByRole('heading', { name: 'Company Promo and Questions' })).toBeVisible();

  await page.getByRole('tab', { name: 'Record' }).click();
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByTestId('countdown')).toHaveText('3');
  await expect(page.getByTestId('recording-timer')).toContainText('0:02 / 2:00');
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByRole('button', { name: 'Record Again' })).toBeVisible();
  await expect(page.getByLabel('Recorded promo preview')).toBeVisible();
  // The preview plays the recorded file, not the camera's stream (endless, so no duration) left on a reused element.
  expect(
    await page
      .getByLabel('Recorded promo preview')
      .evaluate(
        (el: HTMLVideoElement) => el.srcObject === null && el.currentSrc.startsWith('blob:'),
      ),
  ).toBe(true);
  // The recording carries its length: the preview player knows it before anyone plays it through.
  const recorded = await metadataDuration(page.getByLabel('Recorded promo preview'));
  expect(recorded).toBeGreaterThan(1.5);
  expect(recorded).toBeLessThan(10);
  await expect(page.getByTestId('recording-length')).toHaveText(
    `Length 0:0${Math.round(recorded)}`,
  );
  await page.getByRole('button', { name: 'Save Video' }).click();
  await expect(page.getByText('Promo video saved successfully!')).toBeVisible();

  // Saving switches to Preview, which plays the stored file through the API: the stored file carries the same length.
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  const stored = page
    .getByRole('tabpanel', { name: 'Preview' })
    .getByLabel(`${companyName} promo video`, { exact: true });
  await expect(stored).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{32}$/);
  expect(await metadataDuration(stored)).toBeCloseTo(recorded, 2);
  await expectPlays(stored);
  await page.reload();
  await page.getByRole('tab', { name: 'Preview' }).click();
  expect(await metadataDuration(stored)).toBeCloseTo(recorded, 2);
  // So does the public careers page, which serves the same file.
  const profile = (await (await page.request.get('/api/companies/me/profile')).json()) as {
    slug: string;
  };
  const careers = await page.context().newPage();
  await careers.goto(`/careers/${profile.slug}`);
  expect(
    await metadataDuration(careers.getByLabel(`${companyName} promo video`, { exact: true })),
  ).toBeCloseTo(recorded, 2);
  await careers.close();

  const questions = page.getByRole('form', { name: 'Candidate questions' });
  await questions.getByLabel('Question 1').fill('What would you build first?');
  await questions.getByLabel('Question 2').fill('Which team do you want to join?');
  await questions.getByLabel('Question 3').fill('Where do you want to be in a year?');
  await questions.getByRole('button', { name: 'Save Questions' }).click();
  await expect(page.getByText('Company promo saved successfully!')).toBeVisible();

  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await registerViaApi(candidate, 'candidate', { name: 'Promo Viewer' });
  await candidate.goto('/candidate/companies');
  await expect(candidate.getByRole('heading', { name: 'Explore Companies' })).toBeVisible();
  const card = candidate.getByRole('article', { name: companyName });
  await expect(candidate.getByText(/^Showing \d+ companies\.\.\.$/)).toBeVisible();
  // Among every company the suite made, the candidate finds it by name.
  await candidate.getByRole('searchbox', { name: 'Search companies' }).fill(companyName);
  await expect(card).toBeVisible();
  await expect(candidate.getByText('Showing 1 company...')).toBeVisible();
  expect(
    await metadataDuration(card.getByLabel(`${companyName} promo video`, { exact: true })),
  ).toBeCloseTo(recorded, 2);
  await expectPlays(card.getByLabel(`${companyName} promo video`, { exact: true }));
  await expect(card.getByText('Why Choose Us')).toBeVisible();
  await expect(card.getByText('+2 more benefits...')).toBeVisible();
  expect(await seriousViolations(candidate)).toEqual([]);

  await card.getByRole('button', { name: `Save Video ${companyName} promo` }).click();
  await expect(candidate.getByText('Video saved to your Saved Videos')).toBeVisible();
  // On a phone the toast sits over the list; let it go before pressing buttons under it.
  await expect(candidate.getByText('Video saved to your Saved Videos')).toBeHidden();
  const saved = candidate.getByRole('list', { name: 'Saved videos' });
  await expect(saved.getByText(`${companyName} — Company Promo`)).toBeVisible();
  await saved.getByRole('button', { name: 'Watch Again' }).click();
  await expectPlays(
    candidate.getByRole('dialog').getByLabel(`${companyName} — Company Promo`, { exact: true }),
  );
  await candidate.keyboard.press('Escape');

  await saved.getByRole('button', { name: `Remove ${companyName} — Company Promo` }).click();
  await expect(candidate.getByText('No saved videos yet.', { exact: false })).toBeVisible();
  await candidate.reload();
  await expect(candidate.getByText('No saved videos yet.', { exact: false })).toBeVisible();
  await candidateContext.close();
});
