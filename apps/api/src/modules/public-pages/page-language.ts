import { parseCookie } from 'cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@takeoff/shared/locale-codes';

/** The cookie the SPA writes beside its stored choice (lib/locale-detection.ts), so the server page agrees with it. */
export const LOCALE_COOKIE = 'takeoff_locale';

/** The first supported language of an Accept-Language header, by quality then order ("el-GR,el;q=0.9,en;q=0.8" → el). */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isLocale) ?? null;
}

/**
 * The language a public page is rendered in: the one this browser chose (its cookie), else the signed-in visitor's
 * account language, else the browser's (Accept-Language), else English. The SPA picks the same way, so the page
 * the server sends is the page the SPA draws: no English first and Greek after.
 */
export function pageLocale(request: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  accountLocale?: string | null | undefined;
}): Locale {
  const chosen = request.cookie ? parseCookie(request.cookie)[LOCALE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  if (isLocale(request.accountLocale)) return request.accountLocale;
  return acceptedLocale(request.acceptLanguage) ?? DEFAULT_LOCALE;
}
