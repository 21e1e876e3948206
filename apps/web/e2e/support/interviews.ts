import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Demo companies the API seeds on a fresh database (they have positions to interview for). */
export const DEMO_COMPANIES = {
  skyline: 'skyline@takeoff.demo',
  aurora: 'aurora@takeoff.demo',
} as const;
const DEMO_PASSWORD = 'takeoff-demo';

export async function signInAs(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second signed-out browser with the same viewport as the running project. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  });
  return context.newPage();
}

export const anonymousLabel = (id: number) => `Candidate #${String(id).padStart(6, '0')}`;

/** A datetime-local value `days` from now at 10:30 local time. */
export function localDateTime(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

/** Picks the first real option of a select once its options have loaded. */
export async function pickFirstOption(page: Page, label: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

/**
 * Clicks the open tab's 'Load more' until `item` is listed: interview, slot and join-request lists come in pages
 * (a demo company's lists grow with every run against a kept database).
 */
export async function revealInList(page: Page, item: Locator) {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 50; pages += 1) {
    await expect(item.or(more).first()).toBeVisible();
    if ((await item.count()) > 0) return;
    await more.click();
    await expect(more.or(item).first()).toBeVisible();
  }
}
