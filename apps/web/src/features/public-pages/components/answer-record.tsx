import type { AnswerRecord } from '@takeoff/shared/response-promise';
import { currentLocale } from '@/lib/i18n';
import { useT } from '../i18n';

/**
 * The company's answer record (issue #41), as the server page shows it: the share answered within its promise and
 * the median time to a first answer over 90 days; nothing below the minimum count (the server sends null).
 */
export function AnswerRecordSection({ record }: { record: AnswerRecord | null }) {
  const { t } = useT();
  if (!record) return null;
  const { figures, promiseDays } = record;
  const median =
    figures.medianDays === null
      ? null
      : new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(
          figures.medianDays,
        );
  return (
    <section aria-label={t('record.title')} data-testid="answer-record" className="mt-5">
      <h2 className="mb-2 font-mono text-sm uppercase tracking-[0.12em] text-muted-foreground">
        {t('record.title')}
      </h2>
      <p>
        {t('record.answered', { percent: figures.answeredInTimePercent, days: promiseDays })}
        {median !== null ? (
          <>
            <br />
            {t('record.median', { value: median })}
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('record.basis', { count: figures.applications })}
      </p>
    </section>
  );
}
