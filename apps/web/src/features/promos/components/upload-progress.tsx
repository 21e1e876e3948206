import { useT } from '../i18n';

/** The upload's progress, announced to screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useT();
  return (
    <div className="grid gap-1" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={t('upload.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-board-cell"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-mono text-xs text-muted-foreground">{t('upload.progress', { percent })}</p>
    </div>
  );
}
