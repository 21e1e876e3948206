import { formatDistanceToNow } from 'date-fns';
import { el } from 'date-fns/locale/el';
import { currentLocale } from '@/lib/i18n';

/** "3 days ago" / «3 ημέρες πριν», in the chosen language. */
export const timeAgo = (value: string | number | Date) =>
  formatDistanceToNow(new Date(value), {
    addSuffix: true,
    ...(currentLocale() === 'el' ? { locale: el } : {}),
  });
