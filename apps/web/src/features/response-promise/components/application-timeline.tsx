import type {
  ApplicationTimeline as Timeline,
  TimelineEntry,
} from '@takeoff/shared/response-promise';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useApplicationTimeline } from '../api/get-application-timeline';
import { useT } from '../i18n';

function EntryText({ entry }: { entry: TimelineEntry }) {
  const { t } = useT();
  switch (entry.kind) {
    case 'applied':
      return t('timeline.applied');
    case 'viewed':
      return t('timeline.viewed');
    case 'stage':
      return t('timeline.stage', { stage: t(`stages.${entry.status}`) });
    case 'answered':
      return entry.answer === 'message'
        ? t('timeline.answeredMessage')
        : entry.answer === 'interview'
          ? t('timeline.answeredInterview')
          : t('timeline.stage', { stage: '' });
    case 'closed':
      return t('timeline.closed');
  }
}

function PromiseLine({ promise }: { promise: NonNullable<Timeline['promise']> }) {
  const { t } = useT();
  if (promise.closedNoAnswer)
    return (
      <p className="text-sm text-status-closed">
        {t('timeline.closedNoAnswer', { days: promise.days })}
      </p>
    );
  if (promise.answered)
    return (
      <p className="text-sm text-status-live">{t('timeline.answered', { days: promise.days })}</p>
    );
  return (
    <p className="text-sm">
      <span className="font-medium">
        {t('timeline.daysLeft', { count: promise.daysLeft ?? 0 })}
      </span>{' '}
      <span className="text-muted-foreground">
        {t('timeline.due', { date: formatDate(promise.dueAt) })}
      </span>
    </p>
  );
}

/** A candidate's application over time, and where the company's promise of a first answer stands. */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const { t } = useT();
  const timeline = useApplicationTimeline(applicationId);
  if (timeline.isPending) return null;
  if (timeline.isError)
    return <p className="text-sm text-muted-foreground">{t('timeline.loadFailed')}</p>;
  const { entries, promise } = timeline.data;
  return (
    <section
      className="mt-2 grid gap-2"
      aria-label={t('timeline.title')}
      data-testid="application-timeline"
    >
      {promise ? <PromiseLine promise={promise} /> : null}
      <ol className="grid gap-1 border-l border-border pl-3">
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`} className="text-sm" data-kind={entry.kind}>
            <span className={entry.kind === 'closed' ? 'text-status-closed' : undefined}>
              <EntryText entry={entry} />
            </span>{' '}
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
