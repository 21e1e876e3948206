import type { Locale } from '@takeoff/shared/locale-codes';
import { serverT } from '../../i18n';
import type en from './locales/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A key of the public pages' catalogue; plural keys by their base name (`careers.description` with a count). */
export type PageTextKey = Leaves<typeof en> | 'careers.description';

/** The public pages' strings in one language: `t(key)` or `t(key, values)`. */
export type PageText = (key: PageTextKey, values?: Record<string, unknown>) => string;

const fixed = new Map<Locale, Map<string, string>>();

/**
 * The public pages' strings through i18next, with each plain string looked up once per language and kept: a page
 * asks for about forty, and i18next's lookup cost per call multiplied the render time of a flight page (measured
 * against the old English-only table). Strings with values go through i18next every time.
 */
export function pageText(locale: Locale): PageText {
  const t = serverT(locale, 'publicPages') as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  let cache = fixed.get(locale);
  if (!cache) fixed.set(locale, (cache = new Map()));
  const known = cache;
  return (key, values) => {
    if (values) return t(key, values);
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = t(key)));
    return text;
  };
}
