import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

const PAGE_SIZE = 20;
const SLOTS = PAGE_SIZE + 3;

test('a company with more open slots than a page loads the rest with Load more, from the keyboard', async ({
  page,
}, testInfo) => {
  const headers = { Origin: new URL(String(testInfo.project.use.baseURL)).origin };
  await registerViaApi(page, 'company');
  const posted = await page.request.post('/api/jobs', {
    headers,
    data: { title: 'Slot Pilot', description: 'Paged slots', location: 'Athens', skills: 'Flying' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { id: number }).id;
  const run = randomUUID().slice(0, 6);
  const title = (n: number) => `Paged slot ${run} ${String(n).padStart(2, '0')}`;
  // A month ahead, an hour apart: soonest first, so slot 01 heads the first page and 21–23 come with the second.
  const start = Date.now() + 30 * 86_400_000;
  for (let n = 1; n <= SLOTS; n += 1) {
    const res = await page.request.post('/api/time-slots', {
      headers,
      data: { title: title(n), jobId, scheduledAt: new Date(start + n * 3_600_000).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/company/interviews');
  await page.getByRole('tab', { name: 'Open Slots' }).click();
  const cards = page.getByTestId('company-slot');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.first()).toContainText(title(1));
  await expect(page.getByTestId('company-slot').filter({ hasText: title(SLOTS) })).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();

  await more.focus();
  await screenshotForPeople(page, {
    path: testInfo.outputPath(`load-more-${testInfo.project.name}.png`),
  });
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(SLOTS);
  await expect(cards.last()).toContainText(title(SLOTS));
  await expect(more).toHaveCount(0);

  // Closing a slot refreshes the list from its first page, keeping every page loaded.
  const first = cards.filter({ hasText: title(1) });
  await first.getByRole('button', { name: 'Close slot' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close slot' }).click();
  await expect(first.getByText('Closed', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(SLOTS);
});
