import { formatWeekRange } from '@takeoff/shared/rankings';
import { currentLocale } from '@/lib/i18n';
import { t } from '../i18n';

const CANDIDATE_LABEL = /^Candidate #(\d+)$/;

/** The server's blind-review label 'Candidate #000123' in the chosen language; a name (admins) as it is. */
export const displayLabel = (label: string) => {
  const match = CANDIDATE_LABEL.exec(label);
  return match ? t('candidateLabel', { number: match[1] }) : label;
};

/** '4.5' / '4,5': an average rating with one decimal in the chosen language. */
export const formatAverage = (value: number) =>
  new Intl.NumberFormat(currentLocale() === 'el' ? 'el-GR' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** 'Mon 23 Nov – Sun 29 Nov 2026' in English (the shared format), 'Δευ 23 Νοε – Κυρ 29 Νοε 2026' in Greek, in the week's zone. */
export function weekRangeText(weekStart: string | Date, weekEnd: string | Date, timeZone: string) {
  if (currentLocale() !== 'el') return formatWeekRange(weekStart, weekEnd, timeZone);
  // weekEnd is the next Monday 00:00 (exclusive): the last day shown is the Sunday before it.
  const lastDay = new Date(new Date(weekEnd).getTime() - 1);
  const day = new Intl.DateTimeFormat('el-GR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const dayWithYear = new Intl.DateTimeFormat('el-GR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  return `${day.format(new Date(weekStart))} – ${dayWithYear.format(lastDay)}`;
}
