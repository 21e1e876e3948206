import { describe, expect, it } from 'vitest';
import { followLanguage, loadPublicNamespaces, publicLocale, translate } from './public-i18n';

await loadPublicNamespaces(['public', 'landing']);

describe("the public pages' strings", () => {
  it('reads nested keys of a namespace and fills in {{values}}', () => {
    expect(translate('en', 'landing', 'board.title')).toBe('Departures');
    expect(translate('en', 'public', 'app.documentTitle', { product: 'Takeoff' })).toBe(
      'Takeoff — video-pitch recruitment',
    );
  });

  it('answers with the key when a string is missing, and leaves an unknown value as written', () => {
    expect(translate('en', 'landing', 'board.nothing')).toBe('board.nothing');
    expect(translate('en', 'public', 'app.documentTitle', {})).toBe(
      '{{product}} — video-pitch recruitment',
    );
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
