import { isLocale, type Locale } from '@takeoff/shared/locale-codes';

export const LOCALE_STORAGE_KEY = 'takeoff.locale';
/** The same choice as a cookie, which the server reads to render public pages in it (public-pages/page-language.ts). */
export const LOCALE_COOKIE = 'takeoff_locale';
const YEAR_SECONDS = 365 * 24 * 3600;

function writeLocaleCookie(locale: Locale) {
  // Prerendering and unit tests run without a document: nothing to remember there.
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Before the account answers: on a page the server rendered (flight, careers), the language it rendered in (it
 * chose from the same cookie, the account and Accept-Language), so the SPA never redraws it in another; else this
 * browser's last choice, else its languages, else English.
 */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  const root = document.getElementById('root');
  const served = document.documentElement.lang;
  if (root?.hasAttribute('data-server-page') && isLocale(served)) return served;
  try {
    const saved = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) {
      // A choice made before the cookie existed reaches the server from now on.
      if (!document.cookie.includes(`${LOCALE_COOKIE}=${saved}`)) writeLocaleCookie(saved);
      return saved;
    }
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
  writeLocaleCookie(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered in this browser; the account's preference still applies after sign-in.
  }
}
