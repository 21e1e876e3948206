import { RefreshCw } from 'lucide-react';
import type { PitchSource, PitchVideoState } from '@takeoff/shared/pitch-videos';
import { PITCH_TEXTS } from '@takeoff/shared/pitch-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useReprocessPitchVideo } from '../api/reprocess-pitch-video';
import { useT } from '../i18n';

/** What the pitch studio adds to an admin's pitch row (the API's AdminPitch). */
export type AdminPitchVideoFields = {
  source?: PitchSource;
  duration_seconds?: number | null;
  /** The newest video's state: the one being processed (or failed) after the live one, else the live one's. */
  processing_state?: PitchVideoState | null;
  /** The video that state is of: what Re-run processing runs on. */
  processing_video_id?: number | null;
};

const STATE_BADGE = {
  queued: 'boarding',
  processing: 'boarding',
  ready: 'live',
  failed: 'closed',
} as const;

/** The pitch's source, processing state and length, and Re-run processing. */
export function PitchVideoSummary({ pitch }: { pitch: AdminPitchVideoFields }) {
  const { t } = useT();
  const reprocess = useReprocessPitchVideo();
  const source: PitchSource = pitch.source ?? 'youtube';
  const state = pitch.processing_state ?? null;
  const videoId = pitch.processing_video_id ?? null;
  const running = state === 'queued' || state === 'processing';
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="admin-pitch-video">
      <Badge variant="outline">{t(`pitches.video.source.${source}`)}</Badge>
      {state ? (
        <Badge variant={STATE_BADGE[state]}>{t(`pitches.video.state.${state}`)}</Badge>
      ) : null}
      {pitch.duration_seconds ? (
        <Badge variant="secondary">
          {t('pitches.video.duration', {
            length: PITCH_TEXTS.durationBadge(Math.round(pitch.duration_seconds)),
          })}
        </Badge>
      ) : null}
      {videoId !== null ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={reprocess.isPending || running}
          onClick={() =>
            reprocess.mutate(videoId, {
              onSuccess: () => showSuccessToast(t('pitches.video.reprocessQueued')),
              onError: (error) =>
                showDestructiveToast(
                  t('pitches.video.reprocessFailed'),
                  errorMessage(error, t('pitches.video.reprocessFailed')),
                ),
            })
          }
        >
          <RefreshCw aria-hidden /> {t('pitches.video.reprocess')}
        </Button>
      ) : null}
    </div>
  );
}
