import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test.beforeEach(async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/project-management');
  await expect(page.getByRole('heading', { name: 'Organization Tools', level: 1 })).toBeVisible();
});

test('task buttons keep their labels whole and the status donut has a legend', async ({
  page,
}, testInfo) => {
  for (const title of ['Prepare a long pitch script for the airline', 'Research the fleet']) {
    await page.getByLabel('Task title').fill(title);
    await page.getByRole('button', { name: 'Add Task' }).click();
  }
  const move = page.getByRole('button', { name: 'Move Research the fleet to Completed' });
  await expect(move).toBeVisible();
  // One line: the arrow and "Completed" never part.
  const box = (await move.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(32);
  await expect(move).toHaveText('Completed');
  await screenshotForPeople(page.getByTestId('column-todo'), {
    path: `e2e/screenshots/task-card-${testInfo.project.name}.png`,
  });
  await move.click();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const legend = page.getByRole('list', { name: 'Tasks by status legend' });
  await expect(legend.getByRole('listitem')).toHaveText(['To Do1', 'In Progress0', 'Completed1']);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/analytics-legend-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

test('a YouTube video that fails to load shows the Video Load Error fallback, not a broken page', async ({
  page,
}, testInfo) => {
  // The player never answers: blocked, offline or gone.
  await page.route(/youtube(-nocookie)?\.com\/embed\//, (route) =>
    route.abort('connectionrefused'),
  );
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.getByLabel(/Video URL/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add Video' }).click();
  const item = page.getByTestId('media-item');
  const failure = item.getByTestId('video-load-error');
  await expect(failure).toContainText('Video Load Error', { timeout: 20_000 });
  await expect(failure).toContainText('Failed to load YouTube video');
  await expect(item.locator('iframe')).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Remove video' })).toBeVisible();
  await screenshotForPeople(item, {
    path: `e2e/screenshots/video-load-error-${testInfo.project.name}.png`,
  });
});
