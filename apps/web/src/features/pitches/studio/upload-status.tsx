import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import type { UploadPhase } from '@/lib/tus-upload';

type UploadStatusProps = {
  phase: UploadPhase;
  progress: number;
  error: Error | null;
  onCancel: () => void;
};

/** The upload's progress bar and Cancel; a refusal from the server in words. */
export function UploadStatus({ phase, progress, error, onCancel }: UploadStatusProps) {
  const { t } = useT();
  // The tus server refuses a too-large or wrong file by status (413, 415): said as the checks before upload say it.
  const refusal =
    error instanceof ApiRequestError && error.status === 413
      ? t('studio.upload.problems.tooLarge')
      : error instanceof ApiRequestError && error.status === 415
        ? t('studio.upload.problems.wrongType')
        : null;
  if (phase === 'uploading')
    return (
      <div className="grid gap-1.5" data-testid="upload-status">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span>{t('studio.upload.progress', { percent: progress })}</span>
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            <X aria-hidden /> {t('studio.upload.cancel')}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={t('studio.upload.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-board-cell"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">{t('studio.upload.resumeHint')}</p>
      </div>
    );
  if (phase === 'failed')
    return (
      <p role="alert" className="text-sm text-status-closed">
        {t('studio.upload.failed', {
          reason: refusal ?? errorMessage(error, t('studio.upload.failedUnknown')),
        })}
      </p>
    );
  return null;
}
