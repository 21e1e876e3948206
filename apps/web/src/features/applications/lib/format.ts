import { formatDistanceToNow } from 'date-fns';
import { el } from 'date-fns/locale/el';
import { currentLocale } from '@/lib/i18n';

/** A score with one decimal in the chosen language ("3.5", «3,5»). */
export const oneDecimal = (value: number) =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** "3 days ago" / «3 ημέρες πριν», in the chosen language. */
export const timeAgo = (value: string | number | Date) =>
  formatDistanceToNow(new Date(value), {
    addSuffix: true,
    ...(currentLocale() === 'el' ? { locale: el } : {}),
  });
