import { twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { setClassMerge } from '../lib/class-names';
import { changePublicLocale } from '../lib/public-i18n';
import { renderPublicPages } from './render';

// The light entry's `cn` only joins class names (no tailwind-merge in its download): that is the same markup only
// while what the public pages draw passes no conflicting utilities, which this checks on every page in both languages.
beforeAll(() => setClassMerge((classes) => classes));

const classLists = (html: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!);

describe('the prerendered public pages', () => {
  it.each(['en', 'el'] as const)('carry no conflicting Tailwind classes (%s)', async (locale) => {
    await changePublicLocale(locale);
    const pages = await renderPublicPages();
    expect(pages.map(({ page }) => page.path)).toEqual([
      '/',
      '/terms',
      '/privacy',
      '/company-terms',
      '/company-privacy',
    ]);
    for (const { html } of pages) {
      const lists = classLists(html);
      expect(lists.length).toBeGreaterThan(10);
      for (const classes of lists) expect(twMerge(classes)).toBe(classes);
    }
    await changePublicLocale('en');
  });

  it('are rendered through i18next in the language chosen', async () => {
    await changePublicLocale('el');
    const [landing] = await renderPublicPages();
    expect(landing!.html).toContain('Είμαι εταιρεία');
    await changePublicLocale('en');
    const [english] = await renderPublicPages();
    expect(english!.html).toContain('I&#x27;m a company');
  });
});
