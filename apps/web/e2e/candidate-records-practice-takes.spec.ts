import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

// The Record option with Chromium's synthetic camera and microphone: everything here stays in the browser
// (no take is used, so nothing is uploaded).
test(
  'a candidate checks the camera, records a take, watches it and records again',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/pitch');
    const studio = page.getByTestId('pitch-studio');
    await expect(studio.getByRole('tab', { name: 'Record' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await studio.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expect(studio.getByLabel('Camera preview')).toBeVisible();
    // The fake microphone plays a tone: the meter moves.
    await expect
      .poll(async () =>
        Number(
          await studio
            .getByRole('meter', { name: 'Microphone level' })
            .getAttribute('aria-valuenow'),
        ),
      )
      .toBeGreaterThan(0);
    await expect(studio.getByText('under 90 seconds recommended')).toBeVisible();
    await screenshotForPeople(page, {
      path: `e2e/screenshots/pitch-studio-camera-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await studio.getByRole('button', { name: 'Start Recording' }).click();
    // The count starts at 3; on a busy machine the first frame the test sees may already show 2.
    await expect(studio.getByTestId('countdown')).toHaveText(/^[321]$/);
    await expect(studio.getByTestId('recording-timer')).toHaveText(/^0:0[1-9] \/ 3:00$/, {
      timeout: 10_000,
    });
    await studio.getByRole('button', { name: 'Stop Recording' }).click();
    const take = studio.getByLabel('Your take', { exact: true });
    await expect(take).toBeVisible();
    await expect(studio.getByRole('button', { name: 'Use this take' })).toBeEnabled();
    // The take is a real recording the browser can play back.
    await expect
      .poll(() => take.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    await screenshotForPeople(page, {
      path: `e2e/screenshots/pitch-studio-take-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await studio.getByRole('button', { name: 'Record Again' }).click();
    await expect(take).toHaveCount(0);
    await expect(studio.getByRole('button', { name: 'Start Recording' })).toBeVisible();

    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  },
);
