import { isLocale, type Locale } from '@takeoff/shared/locale-codes';

export const LOCALE_STORAGE_KEY = 'takeoff.locale';

/** Before the account answers: this browser's last choice, else its languages, else English. */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage may be off (private modes): fall through to the browser's languages.
  }
  for (const language of window.navigator.languages ?? [window.navigator.language]) {
    const base = language?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** Remembers the choice in this browser (the account's preference still applies after sign-in). */
export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered in this browser; the account's preference still applies after sign-in.
  }
}
