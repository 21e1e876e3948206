import { useT } from '../i18n';

/** A bar that follows the microphone: the candidate sees they are heard before they record. */
export function AudioLevelMeter({ level }: { level: number | null }) {
  const { t } = useT();
  if (level === null)
    return <p className="text-sm text-status-expiring">{t('studio.record.noMicrophone')}</p>;
  const percent = Math.round(level * 100);
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span>{t('studio.record.microphone')}</span>
      <div
        role="meter"
        aria-label={t('studio.record.microphoneLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-board-cell"
      >
        <div
          className="h-full rounded-full bg-status-live transition-[width] duration-75"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
