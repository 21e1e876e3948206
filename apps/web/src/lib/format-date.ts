/**
 * The one way the SPA writes dates and times: the reader's language and time zone, day-month-year with the month
 * spelt out so it is unambiguous in every locale ("25 Nov 2026", "Nov 25, 2026").
 */
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const weekdayDateTimeFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateFormat.format(toDate(value));
export const formatDateTime = (value: string | number | Date) => dateTimeFormat.format(toDate(value));
export const formatWeekdayDateTime = (value: string | number | Date) => weekdayDateTimeFormat.format(toDate(value));
