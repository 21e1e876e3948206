import { currentLocale } from './i18n';

/**
 * The one way the SPA writes dates and times: in the chosen language (Greek: el-GR) and the reader's time zone,
 * day-month-year with the month spelt out so it is unambiguous in every locale ("25 Nov 2026", "Nov 25, 2026",
 * "25 Νοε 2026"). English keeps the browser's own English (en-US, en-GB…); a browser set to another language
 * that reads the interface in English gets British English.
 */
const OPTIONS = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  weekdayDateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The Intl locale for the chosen language: undefined = the browser's own (when it is an English one). */
function intlLocale(): string | undefined {
  if (currentLocale() === 'el') return 'el-GR';
  return new Intl.DateTimeFormat().resolvedOptions().locale.toLowerCase().startsWith('en')
    ? undefined
    : 'en-GB';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof OPTIONS) {
  const locale = intlLocale();
  const key = `${kind}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    formats.set(key, format);
  }
  return format;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) =>
  formatter('date').format(toDate(value));
export const formatDateTime = (value: string | number | Date) =>
  formatter('dateTime').format(toDate(value));
export const formatTime = (value: string | number | Date) =>
  formatter('time').format(toDate(value));
export const formatWeekdayDateTime = (value: string | number | Date) =>
  formatter('weekdayDateTime').format(toDate(value));
