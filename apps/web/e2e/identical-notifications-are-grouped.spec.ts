import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test('identical consecutive notifications show as one row with a count', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await registerViaApi(page, 'company');
  const candidatePage = await browser.newPage();
  await registerViaApi(candidatePage, 'candidate');
  const headers = { Origin: origin };
  const created = await candidatePage.request.post('/api/candidate-pitches', {
    data: {
      title: 'Grouped pitch',
      skills: ['Flying'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Three new links in a row: three identical "Updated video pitch" notifications.
  for (const video of ['jNQXAC9IVRw', 'M7lc1UVf-VE', 'dQw4w9WgXcQ']) {
    const updated = await candidatePage.request.put(`/api/candidate-pitches/${id}`, {
      data: { youtubeLink: `https://youtu.be/${video}` },
      headers,
    });
    expect(updated.ok(), await updated.text()).toBe(true);
  }
  await candidatePage.close();

  await page.goto('/company/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('list', { name: 'Notification list' });
  const updated = list.getByTestId('notification-item').filter({ hasText: 'Updated video pitch' });
  await expect(updated).toHaveCount(1);
  await expect(updated.getByTestId('notification-count')).toHaveText('×3, 3 times');
  await expect(
    list.getByTestId('notification-item').filter({ hasText: 'New video pitch' }).first(),
  ).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/notifications-grouped-${testInfo.project.name}.png`,
  });
});
