import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi, type Role } from './support/accounts';

/** Phones from the narrow end of the seeds' support (360 px) to the walkthrough's (390 px) and a large one. */
const WIDTHS = [360, 375, 390, 430];

/** The texts among `locator`'s matches that do not show whole: cut by an ellipsis or by their box. */
async function cutTexts(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 0.5 ||
          element.scrollHeight > element.clientHeight + 0.5,
      )
      .map((element) => element.textContent),
  );
}

async function signIn(page: Page, role: Role, language: 'en' | 'el') {
  await page.addInitScript(
    (locale) => window.localStorage.setItem('takeoff.locale', locale),
    language,
  );
  await registerViaApi(page, role, { name: role === 'company' ? 'Nora Petrou' : 'Eleni Papadaki' });
}

for (const language of ['en', 'el'] as const) {
  test(
    `bottom navigation labels and the signed-in name and role show whole in ${language}`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await signIn(page, 'company', language);
      await page.goto('/company/jobs');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const labels = page.locator('[data-bottom-nav] a span');
      await expect(labels.first()).toBeVisible();
      const header = page.locator('[data-testid="top-bar-user"], [data-testid="top-bar-org"]');
      await expect(header.first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await cutTexts(labels), `bottom navigation at ${width} px`).toEqual([]);
        expect(await cutTexts(header), `top bar at ${width} px`).toEqual([]);
      }
    },
  );
}

test(
  "a candidate's bottom navigation shows whole in Greek, and the job board's flight numbers keep to one line",
  { tag: '@phone-only' },
  async ({ page }) => {
    await signIn(page, 'candidate', 'el');
    await page.goto('/candidate/jobs');
    const labels = page.locator('[data-bottom-nav] a span');
    await expect(labels.first()).toBeVisible();
    const flightNumbers = page.getByText(/^TO\d{4}$/).filter({ visible: true });
    await expect(flightNumbers.first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await cutTexts(labels), `bottom navigation at ${width} px`).toEqual([]);
      // One line: no taller than the line height of its own text.
      const wrapped = await flightNumbers.evaluateAll((elements) =>
        elements
          .filter(
            (element) =>
              element.getBoundingClientRect().height >
              parseFloat(getComputedStyle(element).lineHeight) * 1.5,
          )
          .map((element) => element.textContent),
      );
      expect(wrapped, `flight numbers at ${width} px`).toEqual([]);
    }
  },
);
