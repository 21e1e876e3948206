import { expect, test, type Page } from '@playwright/test';

type Spoken = { text: string; rate: number; pitch: number; volume: number };

/** Records what would be spoken (headless Chromium has no voices) and keeps Web Audio real. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; pitch: number; volume: number }[] = [];
    // Utterance settings are stored as float32: round to the two decimals the seeds give.
    const round = (value: number) => Math.round(value * 100) / 100;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (u: SpeechSynthesisUtterance) =>
          spoken.push({
            text: u.text,
            rate: round(u.rate),
            pitch: round(u.pitch),
            volume: round(u.volume),
          }),
        cancel: () => undefined,
      },
    });
    Object.defineProperty(window, '__spoken', { value: spoken });
  });
}

const spokenOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

test('Welcome On Board is spoken once per browser after the first interaction; mute is remembered', async ({
  page,
}) => {
  await recordSpeech(page);
  await page.goto('/');
  const control = page.getByTestId('welcome-audio');
  await expect(control).toBeVisible();
  expect(await spokenOn(page)).toEqual([]);

  await page.getByRole('heading', { level: 1 }).click();
  await expect
    .poll(() => spokenOn(page))
    .toEqual([{ text: 'Welcome On Board', rate: 0.85, pitch: 0.9, volume: 0.7 }]);

  // A later visit does not announce again by itself; the test button replays on demand.
  await page.reload();
  await page.getByRole('heading', { level: 1 }).click();
  await control.getByRole('button', { name: 'Welcome On Board' }).click();
  await expect.poll(async () => (await spokenOn(page)).length).toBeGreaterThan(0);
  expect(await spokenOn(page)).toHaveLength(1);

  await control.getByRole('button', { name: 'Mute welcome announcement' }).click();
  await page.reload();
  await expect(
    control.getByRole('button', { name: 'Unmute welcome announcement' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the welcome control is hidden where speech is unsupported', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('welcome-audio')).toHaveCount(0);
});
