import type { Page } from '@playwright/test';

/**
 * Lifts the focused drag handle with Space, as a keyboard user does. dnd-kit's keyboard sensor starts listening for
 * the arrow keys in a `setTimeout` after the lift, so an arrow pressed right after the lift's announcement could
 * reach the page before it listens and be lost (seen on a loaded machine). Timers of the same delay run in the order
 * they were set: once one set after the lift has fired, the sensor listens.
 */
export async function liftWithKeyboard(page: Page) {
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
