import { AlertTriangle, Loader2, RotateCcw, Trash2, Video } from 'lucide-react';
import type { PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { useDeletePitchVideo } from '../api/delete-pitch-video';
import { useRetryPitchVideo } from '../api/retry-pitch-video';

type ProcessingStatusProps = {
  video: PitchVideoOwnerView;
  /** A live video keeps playing meanwhile: the notice says so. */
  hasLive: boolean;
  /** "Record again": back to the Record option. */
  onRecordAgain: () => void;
};

/** The video being processed: its progress, or why it failed with the ways out. */
export function ProcessingStatus({ video, hasLive, onRecordAgain }: ProcessingStatusProps) {
  const { t } = useT();
  const retry = useRetryPitchVideo();
  const remove = useDeletePitchVideo();

  if (video.state === 'failed') {
    const reason = video.failure ?? 'processing_failed';
    // A file refused for what it is cannot succeed a second time; only a processing failure is worth retrying.
    const retryable = reason === 'processing_failed' || reason === 'processing_stopped';
    return (
      <div
        role="alert"
        data-testid="processing-failed"
        className="grid gap-3 rounded-lg border border-status-closed/40 bg-status-closed/10 p-3"
      >
        <p className="flex items-start gap-2 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-status-closed" />
          <span>
            <strong>{t('studio.processing.failedTitle')}</strong>{' '}
            {t(`studio.processing.failures.${reason}`)}
          </span>
        </p>
        {hasLive ? (
          <p className="text-xs text-muted-foreground">{t('studio.processing.liveKept')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {retryable ? (
            <Button
              type="button"
              size="sm"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(video.id, {
                  onError: (error) =>
                    showDestructiveToast(
                      t('error'),
                      errorMessage(error, t('studio.processing.retryFailed')),
                    ),
                })
              }
            >
              <RotateCcw aria-hidden /> {t('studio.processing.tryAgain')}
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="outline" onClick={onRecordAgain}>
            <Video aria-hidden /> {t('studio.processing.recordAgain')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(video.id, {
                onError: (error) =>
                  showDestructiveToast(
                    t('error'),
                    errorMessage(error, t('studio.processing.discardFailed')),
                  ),
              })
            }
          >
            <Trash2 aria-hidden /> {t('studio.processing.discard')}
          </Button>
        </div>
      </div>
    );
  }
  if (video.state === 'ready') return null;
  return (
    <div
      role="status"
      data-testid="processing-status"
      className="grid gap-2 rounded-lg border border-status-boarding/40 bg-status-boarding/10 p-3"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {video.state === 'queued'
          ? t('studio.processing.queued')
          : t('studio.processing.progress', { percent: video.progress })}
      </p>
      <div
        role="progressbar"
        aria-label={t('studio.processing.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={video.progress}
        className="h-1.5 overflow-hidden rounded-full bg-board-cell"
      >
        <div className="h-full bg-status-boarding" style={{ width: `${video.progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {hasLive ? t('studio.processing.liveKept') : t('studio.processing.hint')}
      </p>
    </div>
  );
}
