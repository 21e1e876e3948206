import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (typeof value === 'string') {
    into[prefix] = value;
  }
  return into;
}

/** Every namespace's directory of `{en,el}.json`: the app's (src/locales/<ns>) and the features' (features/<area>/locales). */
function catalogueDirs(): Array<{ namespace: string; dir: string }> {
  const app = readdirSync(path.join(src, 'locales')).map((namespace) => ({
    namespace,
    dir: path.join(src, 'locales', namespace),
  }));
  const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      namespace: entry.name,
      dir: path.join(src, 'features', entry.name, 'locales'),
    }));
  return [...app, ...features];
}

/** A namespace's strings in one language, flat (`board.title` → text). */
export function catalogue(namespace: string, locale: 'en' | 'el'): Catalogue {
  const entry = catalogueDirs().find((candidate) => candidate.namespace === namespace);
  if (!entry) throw new Error(`No catalogue ${namespace}`);
  return flatten(JSON.parse(readFileSync(path.join(entry.dir, `${locale}.json`), 'utf8')));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English catalogue as matchers for whole texts on screen: every English string that differs from its Greek
 * counterpart and has more than 3 characters of its own (placeholders stand for anything; markup splits a string
 * into its parts, as the browser renders them into separate text nodes).
 */
export function englishMatchers(): RegExp[] {
  const matchers: RegExp[] = [];
  for (const { namespace } of catalogueDirs()) {
    const en = catalogue(namespace, 'en');
    const el = catalogue(namespace, 'el');
    for (const [key, english] of Object.entries(en)) {
      if (el[key] === english) continue;
      for (const part of english.split(/<\/?\w+\s*\/?>/)) {
        const literal = part.replace(/\{\{[^}]*\}\}/g, '').trim();
        if (literal.length <= 3 || !/[A-Za-z]{2}/.test(literal)) continue;
        const pattern = part
          .trim()
          .split(/\{\{[^}]*\}\}/)
          .map(escapeRegExp)
          .join('.+?');
        matchers.push(new RegExp(`^${pattern}$`));
      }
    }
  }
  return matchers;
}

/** The texts a person sees: visible text nodes and the labels read out (aria-label, placeholder, title, alt). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"]'))
        continue;
      if (visible(parent) || parent.closest('.sr-only')) texts.add(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(value);
      }
    }
    texts.add(document.title);
    return [...texts];
  });
}

/**
 * What people wrote, as the API answered it to this page (job titles, cities, names): a text equal to one of these
 * is data, not the interface, even when it happens to read like an English catalogue string ("Athens", "Remote").
 */
export function recordApiData(page: Page): Set<string> {
  const data = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') data.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !response.ok()) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    collect(await response.json().catch(() => null));
  });
  return data;
}

/** English catalogue strings on screen (expected: none when the interface is in Greek), data aside. */
export async function englishOnScreen(
  page: Page,
  matchers: RegExp[],
  data: Set<string> = new Set(),
): Promise<string[]> {
  return (await visibleTexts(page)).filter(
    (text) => !data.has(text) && matchers.some((matcher) => matcher.test(text)),
  );
}

/**
 * What makes the page scroll sideways (it must not, at 375 px, in any language): the innermost elements reaching past
 * the viewport's right edge, outside boxes that scroll by themselves; empty when nothing does.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const scrollsItself = (element: Element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 1 && !scrollsItself(element),
    );
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    return innermost
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').trim().slice(0, 60)}`,
      );
  });
}
