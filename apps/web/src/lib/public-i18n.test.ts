import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './i18n';
import { changePublicLocale, publicLocale, publicNamespace, usePublicT } from './public-i18n';

const landing = await publicNamespace('landing');

function BoardTitle() {
  const { t, language } = usePublicT('landing');
  return createElement('p', { lang: language }, t('board.title'));
}

describe("the public pages' strings", () => {
  it('are read through i18next: nested keys, {{values}}, the key itself when a string is missing', () => {
    expect(landing.t('board.title')).toBe('Departures');
    expect(landing.t('hero.intro', { product: 'Takeoff' })).toContain('Takeoff');
    expect(landing.t('board.nothing' as 'board.title')).toBe('board.nothing');
  });

  it('switch language only once the loaded namespaces are there in it', async () => {
    expect(publicLocale()).toBe('en');
    const seenOnChange: string[] = [];
    const onChange = () => seenOnChange.push(publicLocale(), landing.t('hero.company'));
    i18n.on('languageChanged', onChange);
    await changePublicLocale('el');
    i18n.off('languageChanged', onChange);
    expect(seenOnChange).toEqual(['el', 'Είμαι εταιρεία']);
    expect(landing.t('hero.company')).toBe('Είμαι εταιρεία');
    expect(renderToStaticMarkup(createElement(BoardTitle))).toBe(
      `<p lang="el">${landing.t('board.title')}</p>`,
    );
  });

  it("share the full app's i18next instance: one change of language switches both", async () => {
    await changeLocale('el');
    expect(publicLocale()).toBe('el');
    await changePublicLocale('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('topBar.signIn', { ns: 'public' })).toBe('Sign in');
  });
});
