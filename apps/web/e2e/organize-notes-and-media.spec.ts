import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test.beforeEach(async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/project-management');
});

test('notes need a title and content, come from templates and list urgent first', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Note title').fill('   ');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();

  await page.getByRole('button', { name: 'Daily Standup' }).click();
  await expect(page.getByLabel('Content')).toHaveValue(/Yesterday:/);
  await page.getByRole('button', { name: 'Save Note' }).click();

  await page.getByLabel('Note title').fill('Send thank-you email');
  await page.getByLabel('Content').fill('To the Skyline Tech panel');
  await page.getByLabel('Priority').selectOption('urgent');
  await page.getByLabel('Tags (comma separated)').fill('follow-up, interview');
  await page.getByRole('button', { name: 'Save Note' }).click();

  const titles = page.getByTestId('note-card').getByRole('heading');
  await expect(titles).toHaveText(['Send thank-you email', 'Daily Standup']);
  await expect(page.getByText('#follow-up')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(titles).toHaveText(['Send thank-you email', 'Daily Standup']);
});

test('a Loom share link is embedded as a Loom embed, other hosts become links', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Please enter a video URL')).toBeVisible();

  await page.getByLabel(/Video URL/).fill('https://www.loom.com/share/0123abcd');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.locator('iframe[src="https://www.loom.com/embed/0123abcd"]')).toHaveCount(1);

  await page.getByLabel(/Video URL/).fill('https://videos.example.com/watch/42');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(
    page.getByTestId('media-item').getByRole('link', { name: /videos\.example\.com/ }),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(1);
});
