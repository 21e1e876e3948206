import { useT } from '@/features/interviews/i18n';

/** What a cancelled interview's card says instead of its room: cancelled, and the company's reason if it gave one. */
export function CancellationNote({ reason }: { reason: string | null }) {
  const { t } = useT();
  return (
    <p
      className="rounded-lg border border-status-closed/40 bg-status-closed/10 p-3 text-sm text-status-closed"
      data-testid="interview-cancelled"
    >
      <span className="font-semibold">{t('texts.cancelled')}</span>
      {reason ? <span className="text-foreground"> — {reason}</span> : null}
    </p>
  );
}
