import { describe, expect, it } from 'vitest';
import { formatDay, localCandidateLabel, localeOr, SERVER_CATALOGUES, serverT } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every leaf as `path → text`, plural suffixes included. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the server’s catalogues', () => {
  for (const namespace of Object.keys(
    SERVER_CATALOGUES.en,
  ) as (keyof typeof SERVER_CATALOGUES.en)[]) {
    it(`${namespace}: Greek has every English key, no empty text and the same placeholders`, () => {
      const en = leaves(SERVER_CATALOGUES.en[namespace] as Tree);
      const el = leaves(SERVER_CATALOGUES.el[namespace] as Tree);
      expect([...el.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of el) {
        expect(text.trim(), `${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(en.get(key)!));
      }
    });
  }

  it('answers in the language asked, English for none or an unknown one', () => {
    expect(serverT('el', 'mail')('details.when')).toBe('Πότε');
    expect(serverT(null, 'mail')('details.when')).toBe('When');
    expect(serverT('fr', 'notifications')('newApplication.title')).toBe('New application');
    expect(localeOr('el')).toBe('el');
    expect(localeOr(undefined)).toBe('en');
  });

  it('does not HTML-escape values (the mail layout escapes, React escapes)', () => {
    expect(serverT('en', 'mail')('greeting', { name: 'O’Brien & <Sons>' })).toBe(
      'Hi O’Brien & <Sons>,',
    );
  });

  it('names a candidate by the label of the reader’s language, and anyone else by name', () => {
    expect(localCandidateLabel(serverT('el', 'mail'), 'Candidate #000042')).toBe(
      'Υποψήφιος/α #000042',
    );
    expect(localCandidateLabel(serverT('en', 'notifications'), 'Candidate #000042')).toBe(
      'Candidate #000042',
    );
    expect(localCandidateLabel(serverT('el', 'mail'), 'Ava Tester')).toBe('Ava Tester');
  });

  it('writes a day as English mail always did (ISO), and in words in Greek', () => {
    expect(formatDay('2026-05-08', 'en')).toBe('2026-05-08');
    expect(formatDay('2026-05-08', 'el')).toBe('8 Μαΐου 2026');
  });
});
