import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  // Only violations count: axe then skips building a selector for every node that passed (most of a run's time).
  resultTypes: ['violations'],
};

/**
 * axe's WCAG 2.2 A/AA rules and its best practices on the page as it is now; only serious and critical
 * findings count (DESIGN.md §5). axe-core runs in the page itself, loaded once per document (docs/testing.md); our
 * only frames are third-party video players axe could not judge for us anyway.
 */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe
        .run(document, options)
        .then((results) => results.violations),
    AXE_OPTIONS,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Composite widgets that keep one member in the tab order and move between members with arrow keys. */
const ROVING_GROUP =
  '[role=tablist], [role=radiogroup], [role=menu], [role=menubar], [role=listbox], [role=toolbar], [role=grid], [role=tree]';

/** What a keyboard user acts on: links, buttons, fields and ARIA widgets. */
const CONTROL =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [contenteditable=""], [contenteditable=true], ' +
  '[role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [role=radio], [role=menuitem], [role=option], [role=slider], [role=combobox]';

/**
 * What a keyboard user cannot reach on the page as it is now, as short descriptions (tag, role, name):
 * - `outOfTabOrder`: visible, enabled controls that Tab skips (tabindex -1 or not focusable), except
 *   members of a roving group (tabs, radio group…) whose current member is in the tab order;
 * - `notFocusable`: visible elements that act on a click (a React click handler or a pointer cursor)
 *   but are neither controls nor focusable, so a keyboard cannot activate them;
 * - `strayFocus`: after pressing Tab through the first stops for real, stops that landed outside the
 *   controls found above (hidden elements, the body) or came back before the cycle ended.
 */
export async function keyboardGaps(page: Page, realTabs = 8) {
  const found = await page.evaluate(
    ({ control, rovingGroup }) => {
      const isVisible = (element: Element) => {
        if (element.closest('[inert], [aria-hidden=true]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const isDisabled = (element: Element) => element.matches(':disabled, [aria-disabled=true]');
      const inTabOrder = (element: Element) =>
        (element as HTMLElement).tabIndex >= 0 && !isDisabled(element);
      const describe = (element: Element) => {
        const role = element.getAttribute('role');
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 60);
        const testId = element.getAttribute('data-testid');
        return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${testId ? ` data-testid=${testId}` : ''}> "${name}"`;
      };
      const controls = [...document.querySelectorAll(control)].filter(
        (element) => isVisible(element) && !isDisabled(element),
      );
      // A roving group: some members are out of the tab order and one member (or the group) stands for all.
      const groupOf = (element: Element) => {
        const group = element.closest(rovingGroup);
        return group && [...group.querySelectorAll(control)].some((member) => !inTabOrder(member))
          ? group
          : null;
      };
      const groupInTabOrder = (group: Element) =>
        (group as HTMLElement).tabIndex >= 0 ||
        [...group.querySelectorAll(control)].some(inTabOrder);
      const outOfTabOrder = controls
        .filter((element) => {
          if (inTabOrder(element)) return false;
          const group = groupOf(element);
          return !(group && groupInTabOrder(group));
        })
        .map(describe);

      const reactProps = (element: Element) => {
        const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
        return key
          ? ((element as unknown as Record<string, Record<string, unknown> | undefined>)[key] ?? {})
          : {};
      };
      const notFocusable = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          // Inside a control or a label the control takes the keyboard; an image's insides are not for acting on.
          if (
            element.closest(control) ||
            element.closest('label, [role=img]') ||
            element.matches('option')
          )
            return false;
          const hasClickHandler = typeof reactProps(element).onClick === 'function';
          const pointer = getComputedStyle(element).cursor === 'pointer';
          if (!hasClickHandler && !pointer) return false;
          // The pointer cursor is inherited: report only the element that sets it.
          const parent = element.parentElement;
          if (!hasClickHandler && parent && getComputedStyle(parent).cursor === 'pointer')
            return false;
          return (
            isVisible(element) &&
            (element as HTMLElement).tabIndex < 0 &&
            !element.querySelector(control)
          );
        })
        .map(describe);

      // The stops a Tab walk may land on: one per roving group, every other element in the tab order,
      // including visually hidden ones that show on focus (the skip link).
      const stops = new Map<Element, string>();
      const groups: Element[] = [];
      const candidates = [...document.querySelectorAll(`${control}, [tabindex]`)].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          !element.closest('[inert], [aria-hidden=true]') &&
          getComputedStyle(element).visibility !== 'hidden' &&
          !isDisabled(element),
      );
      for (const element of candidates) {
        const group = groupOf(element);
        if (group && groupInTabOrder(group)) {
          if (!groups.includes(group)) groups.push(group);
          const id = `group ${groups.indexOf(group)}`;
          stops.set(element, id);
          stops.set(group, id);
        } else if (inTabOrder(element)) {
          stops.set(element, `element ${stops.size}`);
        }
      }
      for (const [element, id] of stops) element.setAttribute('data-keyboard-audit', id);
      // Tab from the top of the document, as a keyboard user arriving on the page does.
      const start = document.createElement('span');
      start.tabIndex = -1;
      start.setAttribute('data-keyboard-audit-start', '');
      document.body.prepend(start);
      start.focus();
      return { outOfTabOrder, notFocusable, tabbable: new Set(stops.values()).size };
    },
    { control: CONTROL, rovingGroup: ROVING_GROUP },
  );

  const strayFocus: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < Math.min(realTabs, found.tabbable); i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return { id: null, description: '<body>' };
      return {
        id: active.getAttribute('data-keyboard-audit'),
        description: `<${active.tagName.toLowerCase()}> "${(active.textContent ?? '').trim().slice(0, 40)}"`,
      };
    });
    if (stop.id === null || seen.has(stop.id)) strayFocus.push(`Tab ${i + 1}: ${stop.description}`);
    if (stop.id !== null) seen.add(stop.id);
  }
  if (realTabs > 0)
    await page.evaluate(() => {
      document.querySelector('[data-keyboard-audit-start]')?.remove();
      document
        .querySelectorAll('[data-keyboard-audit]')
        .forEach((element) => element.removeAttribute('data-keyboard-audit'));
    });
  return {
    outOfTabOrder: found.outOfTabOrder,
    notFocusable: found.notFocusable,
    strayFocus,
    tabbable: found.tabbable,
  };
}
