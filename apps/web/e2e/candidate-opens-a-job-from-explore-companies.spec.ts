import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

const post = async (page: Page, origin: string, url: string, data: unknown = {}) => {
  const response = await page.request.post(url, { data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as { id: number } | null;
};

test('Explore Companies: a compact no-video line, whole stat labels, and open positions that open the job', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = randomUUID().slice(0, 6);
  const company = await browser.newPage();
  await registerViaApi(company, 'company', { name: `Zulu Explore Air ${tag}` });
  await post(company, origin, '/api/jobs', {
    title: `First Officer ${tag}`,
    description: 'Fly the line.',
    location: 'Chania',
    skills: 'Flying',
  });
  await company.close();

  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/companies');
  const card = page.getByRole('article', { name: `Zulu Explore Air ${tag}` });
  // Among every company the suite made, the candidate finds it by name.
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(`Explore Air ${tag}`);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  const noVideo = card.getByTestId('no-promo-video');
  await expect(noVideo).toHaveText('No video available');
  expect((await noVideo.boundingBox())!.height).toBeLessThan(60);
  // Every stat label is shown whole, at this width too.
  for (const label of await card.locator('dt').all()) {
    expect(
      await label.evaluate(
        (node) =>
          node.scrollWidth <= node.clientWidth &&
          getComputedStyle(node).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
  }
  await expect(card.locator('dt', { hasText: 'Applications' })).toBeVisible();
  await screenshotForPeople(card, {
    path: `e2e/screenshots/explore-company-card-${testInfo.project.name}.png`,
  });

  await card.getByRole('button', { name: 'Explore Opportunities' }).click();
  const positions = page.getByRole('dialog', { name: `Opportunities at Zulu Explore Air ${tag}` });
  await positions.getByRole('button', { name: `View details of First Officer ${tag}` }).click();
  const details = page.getByRole('dialog', { name: `First Officer ${tag}` });
  await expect(details).toBeVisible();
  await expect(details.getByText('Fly the line.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save Job' })).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/explore-open-job-${testInfo.project.name}.png`,
  });
  await details.getByRole('button', { name: 'Save Job' }).click();
  await expect(details.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(positions).toBeVisible();
});
