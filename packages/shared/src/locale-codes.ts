/**
 * The interface languages, without zod: the SPA's entry (lib/i18n.ts, the switcher) reads these, and importing
 * `locale.ts` there would bring zod into every page's first download.
 */
export const LOCALES = ['el', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the fallback. */
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
