import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@takeoff/shared/locale';
import authEl from './modules/auth/locales/el.json' with { type: 'json' };
import authEn from './modules/auth/locales/en.json' with { type: 'json' };
import mailEl from './modules/mail/locales/el.json' with { type: 'json' };
import mailEn from './modules/mail/locales/en.json' with { type: 'json' };
import notificationsEl from './modules/notifications/locales/el.json' with { type: 'json' };
import notificationsEn from './modules/notifications/locales/en.json' with { type: 'json' };
import publicPagesEl from './modules/public-pages/locales/el.json' with { type: 'json' };
import publicPagesEn from './modules/public-pages/locales/en.json' with { type: 'json' };

/**
 * The server's texts in the reader's language: mail (`mail`), the notifications the server writes
 * (`notifications`), the few texts of account pages the server composes (`auth`: device names) and the server-rendered
 * public pages (`publicPages`, escaped by the pages' `html` template). Catalogues: modules/<area>/locales/{en,el}.json; English is the fallback and holds the texts
 * exactly as they were before there was a choice. Values are not HTML-escaped here: the mail layout escapes.
 */
export const SERVER_CATALOGUES = {
  en: { mail: mailEn, notifications: notificationsEn, auth: authEn, publicPages: publicPagesEn },
  el: { mail: mailEl, notifications: notificationsEl, auth: authEl, publicPages: publicPagesEl },
} as const satisfies Record<Locale, Record<string, unknown>>;

export type ServerNamespace = keyof (typeof SERVER_CATALOGUES)['en'];

const instance = i18next.createInstance();
void instance.init({
  resources: SERVER_CATALOGUES,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['mail', 'notifications', 'auth', 'publicPages'],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A language a stored or sent value names, else English (null: the person chose none). */
export const localeOr = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;

export type MailT = TFunction<'mail'>;
export type NotificationsT = TFunction<'notifications'>;
export type PublicPagesT = TFunction<'publicPages'>;

/** The texts of one namespace in one language (null or unknown: English). */
export function serverT<N extends ServerNamespace>(
  locale: string | null | undefined,
  ns: N,
): TFunction<N> {
  return instance.getFixedT(localeOr(locale), ns) as TFunction<N>;
}

/** BCP 47 tags for Intl in each language: English keeps the British formats mail always used. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', el: 'el-GR' };

const CANDIDATE_LABEL = /^Candidate #(\d+)$/;

/** The blind-review label ("Candidate #000042", see shared candidateLabel) in the reader's language; anything else as it is. */
export function localCandidateLabel(
  t: TFunction<'mail'> | TFunction<'notifications'>,
  label: string,
): string {
  const match = CANDIDATE_LABEL.exec(label);
  return match ? (t as TFunction<'mail'>)('candidateLabel', { number: match[1] }) : label;
}

/** A calendar day ("2026-05-01") as the reader writes it: English keeps the ISO date it always showed, Greek reads "1 Μαΐου 2026". */
export function formatDay(day: string, locale: Locale) {
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
