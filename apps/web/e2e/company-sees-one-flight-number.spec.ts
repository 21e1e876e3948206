import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('a company sees its flights by the number candidates see, opens one and copies its public link', async ({
  page,
  context,
}, testInfo) => {
  const headers = { Origin: String(testInfo.project.use.baseURL) };
  await registerViaApi(page, 'company');
  const title = `Numbered flight ${randomUUID().slice(0, 8)}`;
  const posted = await page.request.post('/api/jobs', {
    headers,
    data: { title, description: 'One number', location: 'Athens', skills: 'Ops' },
  });
  expect(posted.status()).toBe(201);
  const { flightNumber } = (await posted.json()) as { flightNumber: string };
  expect(flightNumber).toMatch(/^TO\d+$/);

  await page.goto('/company/jobs');
  const row = page
    .getByRole('row')
    .filter({ hasText: title })
    .or(page.getByRole('article').filter({ hasText: title }));
  await expect(row.getByText(flightNumber, { exact: true })).toBeVisible();
  await expect(page.getByText(/JOB-\d+/)).toHaveCount(0);
  await page.screenshot({
    path: `e2e/screenshots/company-jobs-flight-number-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy the link to ${title}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/flights/${flightNumber}`,
  );
  await expect(row.getByRole('link', { name: `View the public page of ${title}` })).toHaveAttribute(
    'href',
    `/flights/${flightNumber}`,
  );

  // The title opens the flight.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/${flightNumber}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
