import type { Locale } from '@takeoff/shared/locale';
import { INTL_LOCALE } from '../../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (locale: Locale, timeZone: string) => {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
};

/** "Mon, 3 Mar 2025, 14:00 UTC" ("Δευ 3 Μαρ 2025, 14:00 UTC" in Greek): for a reader whose zone is not known. */
export const formatUtc = (iso: string, locale: Locale = 'en') =>
  `${formatIn(locale, 'UTC').format(new Date(iso))} UTC`;

/**
 * "Fri, 4 Dec 2026, 11:00 (Europe/Athens)": the reader's own clock, with the zone named so the time cannot be
 * misread; UTC when their zone is not known (or no longer valid).
 */
export function formatWhen(iso: string, locale: Locale, timeZone: string | null): string {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return formatUtc(iso, locale);
  try {
    return `${formatIn(locale, timeZone).format(new Date(iso))} (${timeZone})`;
  } catch {
    return formatUtc(iso, locale);
  }
}

/** "2026-12-01T14:30:00Z": the exact instant, for readers (and tools) that want it unambiguous. */
export const isoInstant = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
