import { formatWeekdayDateTime } from '@/lib/format-date';

/** Date and time as the cards show them: the SPA's one formatter, with the weekday (interviews are planned by day). */
export const formatWhen = (iso: string) => formatWeekdayDateTime(iso);

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** A value for <input type="datetime-local"> (local time, minutes precision): `yyyy-MM-ddTHH:mm`. */
export const toLocalInputValue = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
