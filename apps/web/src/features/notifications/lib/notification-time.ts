import { formatDistance } from 'date-fns';
import { el } from 'date-fns/locale/el';
import { currentLocale } from '@/lib/i18n';
import { t } from '../i18n';

/** "5 minutes ago" / «5 λεπτά πριν», in the chosen language; 'Unknown time' when the timestamp cannot be parsed. */
export function notificationTime(
  createdAt: string | null | undefined,
  now: Date = new Date(),
): string {
  const at = createdAt ? new Date(createdAt) : null;
  if (!at || Number.isNaN(at.getTime())) return t('unknownTime');
  return formatDistance(at, now, {
    addSuffix: true,
    ...(currentLocale() === 'el' ? { locale: el } : {}),
  });
}
