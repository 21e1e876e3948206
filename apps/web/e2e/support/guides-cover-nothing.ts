import { expect, type Page } from '@playwright/test';

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"]';

/** The page's own controls: the assistant's button and the Welcome On Board control (issue #37 items 15, 33). */
const GUIDES = '[data-testid="assistant-button"], [data-testid="welcome-audio"]';

/**
 * Lists the visible controls that the guide's button or the welcome control overlaps, with the page scrolled to
 * `where`. Each has its own place in the page's flow, so nothing may lie under it at any scroll position.
 */
async function controlsUnderGuides(page: Page, where: 'top' | 'end'): Promise<string[]> {
  // Scroll again on every check: the page may still grow (late data, images) after the first scroll.
  await page.waitForFunction((to) => {
    const target = to === 'top' ? 0 : document.documentElement.scrollHeight;
    window.scrollTo(0, target);
    return to === 'top'
      ? window.scrollY === 0
      : Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  }, where);
  return page.evaluate(
    ({ selector, guides }) => {
      const guideElements = [...document.querySelectorAll<HTMLElement>(guides)];
      const boxes = guideElements.map((element) => element.getBoundingClientRect());
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
        if (guideElements.some((guide) => guide.contains(control)) || !visible(control)) continue;
        const box = control.getBoundingClientRect();
        if (boxes.some((guide) => overlaps(guide, box)))
          covered.push(
            `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
          );
      }
      return covered;
    },
    { selector: INTERACTIVE, guides: GUIDES },
  );
}

/** The guide's button (or the welcome control) is shown and lies over no control, at the page's top and its end. */
export async function expectGuidesCoverNothing(page: Page) {
  await expect(page.locator(GUIDES).first()).toBeVisible();
  expect(await controlsUnderGuides(page, 'top')).toEqual([]);
  expect(await controlsUnderGuides(page, 'end')).toEqual([]);
}
