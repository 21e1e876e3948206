import { useState } from 'react';
import { Play, RefreshCw } from 'lucide-react';
import type { PitchSource, PitchVideoView } from '@takeoff/shared/pitch-videos';
import { PITCH_TEXTS } from '@takeoff/shared/pitch-constants';
import { PitchVideoPlayer } from '@/components/pitch-video/pitch-video-player';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useReprocessPitchVideo } from '../api/reprocess-pitch-video';
import { useT } from '../i18n';

/** What the pitch studio adds to an admin's pitch row. */
export type AdminPitchVideoFields = { source?: PitchSource; video?: PitchVideoView | null };

const STATE_BADGE = {
  queued: 'boarding',
  processing: 'boarding',
  ready: 'live',
  failed: 'closed',
} as const;

/** The pitch's source, processing state and length; its hosted video to watch, and Re-run processing. */
export function PitchVideoSummary({ pitch }: { pitch: AdminPitchVideoFields & { title: string } }) {
  const { t } = useT();
  const reprocess = useReprocessPitchVideo();
  const [watching, setWatching] = useState(false);
  const video = pitch.video ?? null;
  const source: PitchSource = pitch.source ?? video?.source ?? 'youtube';
  return (
    <div className="grid gap-2" data-testid="admin-pitch-video">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline">{t(`pitches.video.source.${source}`)}</Badge>
        {video ? (
          <Badge variant={STATE_BADGE[video.state]}>
            {video.state === 'processing'
              ? t('pitches.video.state.processingPercent', { percent: video.progress })
              : t(`pitches.video.state.${video.state}`)}
            {video.state === 'failed' && video.failure
              ? ` · ${t(`pitches.video.failure.${video.failure}`)}`
              : ''}
          </Badge>
        ) : null}
        {video?.durationSeconds ? (
          <Badge variant="secondary">
            {t('pitches.video.duration', {
              length: PITCH_TEXTS.durationBadge(Math.round(video.durationSeconds)),
            })}
          </Badge>
        ) : null}
        {video && !video.processed && video.state === 'ready' ? (
          <Badge variant="expiring">{t('pitches.video.asUploaded')}</Badge>
        ) : null}
      </div>
      {video ? (
        <div className="flex flex-wrap gap-2">
          {video.state === 'ready' && video.videoUrl ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={watching}
              onClick={() => setWatching((on) => !on)}
            >
              <Play aria-hidden /> {watching ? t('pitches.video.hide') : t('pitches.video.watch')}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={
              reprocess.isPending || video.state === 'queued' || video.state === 'processing'
            }
            onClick={() =>
              reprocess.mutate(video.id, {
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
        </div>
      ) : null}
      {watching && video ? <PitchVideoPlayer video={video} title={pitch.title} /> : null}
    </div>
  );
}
