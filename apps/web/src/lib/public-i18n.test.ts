import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  followLanguage,
  loadPublicNamespaces,
  publicLocale,
  translate,
  Trans,
} from './public-i18n';

await loadPublicNamespaces(['common', 'landing']);

describe("the public pages' strings", () => {
  it('reads nested keys of a namespace and fills in {{values}}', () => {
    expect(translate('en', 'landing', 'board.title')).toBe('Departures');
    expect(translate('en', 'common', 'app.documentTitle', { product: 'Takeoff' })).toBe(
      'Takeoff — video-pitch recruitment',
    );
  });

  it('answers with the key when a string is missing, and leaves an unknown value as written', () => {
    expect(translate('en', 'landing', 'board.nothing')).toBe('board.nothing');
    expect(translate('en', 'common', 'app.documentTitle', {})).toBe(
      '{{product}} — video-pitch recruitment',
    );
  });

  it('turns markup into the elements given for its tags', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      translate('en', 'landing', key, values);
    expect(
      renderToStaticMarkup(
        createElement(Trans, {
          t,
          i18nKey: 'hero.title',
          components: { accent: createElement('span', { className: 'text-board' }) },
        }),
      ),
    ).toBe('Hiring at the speed of <span class="text-board">takeoff</span>.');
    expect(
      renderToStaticMarkup(
        createElement(Trans, {
          t,
          i18nKey: 'footer.tagline',
          values: { year: 2026, product: 'Takeoff' },
          components: { year: createElement('span') },
        }),
      ),
    ).toBe('© <span>2026</span> Takeoff. Video-pitch recruitment.');
  });

  it('switches language only once the loaded namespaces are there in it', async () => {
    expect(publicLocale()).toBe('en');
    const switching = followLanguage('el');
    expect(publicLocale()).toBe('en');
    await switching;
    expect(publicLocale()).toBe('el');
    expect(translate('el', 'landing', 'hero.company')).toBe('Είμαι εταιρεία');
    await followLanguage('en');
    expect(publicLocale()).toBe('en');
  });
});
