import { format } from 'date-fns';
import { formatWeekdayDateTime } from '@/lib/format-date';

/** Date and time as the cards show them: the SPA's one formatter, with the weekday (interviews are planned by day). */
export const formatWhen = (iso: string) => formatWeekdayDateTime(iso);

/** A value for <input type="datetime-local"> (local time, minutes precision). */
export const toLocalInputValue = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");
