import { expect, type Page } from '@playwright/test';

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"]';

/**
 * Scrolls to the end of the page and lists the visible controls that any floating element ([data-floating]: the
 * assistant, the welcome pill) covers. A fixed control over scrolling content must leave the last controls reachable.
 */
export async function controlsUnderFloatingElements(page: Page): Promise<string[]> {
  // Scroll to the end, again on every check: the page may still grow (late data, images) after the first scroll.
  await page.waitForFunction(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return (
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1
    );
  });
  return page.evaluate((selector) => {
    const floating = [...document.querySelectorAll<HTMLElement>('[data-floating]')].map((element) =>
      element.getBoundingClientRect(),
    );
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        element.closest('[aria-hidden="true"]') === null
      );
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('[data-floating]') || !visible(control)) continue;
      const box = control.getBoundingClientRect();
      if (floating.some((f) => overlaps(f, box)))
        covered.push(
          `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
        );
    }
    return covered;
  }, INTERACTIVE);
}

export async function expectNothingUnderFloatingElements(page: Page) {
  await expect(page.locator('[data-floating]').first()).toBeVisible();
  expect(await controlsUnderFloatingElements(page)).toEqual([]);
}
