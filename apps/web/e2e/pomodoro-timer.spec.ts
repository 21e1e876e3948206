import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('the Pomodoro timer runs down to zero, stops, and resets to 25:00', async ({ page }) => {
  await page.clock.install();
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/project-management');
  await page.getByRole('tab', { name: 'Timer' }).click();
  const clock = page.getByTestId('pomodoro-clock');
  await expect(clock).toHaveText('25:00');
  // From here the page's time moves only when the test moves it: on a busy machine a second of real time between
  // two steps (the Pause click after the 24:00 check) would otherwise show as 23:59.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('01:00');
  await expect(clock).toHaveText('24:00');
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.fastForward('05:00');
  await expect(clock).toHaveText('24:00');

  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.fastForward('24:00');
  await expect(clock).toHaveText('00:00');
  await expect(page.getByTestId('pomodoro-status')).toHaveText("Time's up! Take a break.");

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(clock).toHaveText('25:00');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});
