import { format } from 'date-fns';

/** Date and time as the cards show them, in the viewer's time zone. */
export const formatWhen = (iso: string) => format(new Date(iso), 'EEE d MMM yyyy · HH:mm');

/** A value for <input type="datetime-local"> (local time, minutes precision). */
export const toLocalInputValue = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");
