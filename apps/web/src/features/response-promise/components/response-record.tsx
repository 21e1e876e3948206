import { Timer } from 'lucide-react';
import type { ResponseRecord } from '@takeoff/shared/response-promise';
import { currentLocale } from '@/lib/i18n';
import { useT } from '../i18n';

const oneDecimal = (value: number) =>
  new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value);

/**
 * A company's answer record (Explore Companies): its promise, and the share answered within it with the median
 * time to a first answer once there are enough applications to show without singling anyone out. The record comes
 * with the company's card (the list's one request), not from a request of its own.
 */
export function ResponseRecordLine({ record }: { record: ResponseRecord }) {
  const { t } = useT();
  const { figures, promiseDays } = record;
  return (
    <p
      className="flex items-start gap-1.5 text-xs text-muted-foreground"
      data-testid="response-record"
    >
      <Timer aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {figures ? (
          <>
            <span className="font-medium text-foreground">
              {t('record.figures', { percent: figures.answeredInTimePercent, days: promiseDays })}
            </span>
            {figures.medianDays !== null
              ? ` · ${t('record.median', { value: oneDecimal(figures.medianDays) })}`
              : ''}
            {` · ${t('record.basis', { count: figures.applications })}`}
          </>
        ) : (
          `${t('record.promise', { days: promiseDays })} · ${t('record.notEnough')}`
        )}
      </span>
    </p>
  );
}
