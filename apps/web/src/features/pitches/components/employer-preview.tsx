import { Calendar, Clock, MessageSquare } from 'lucide-react';
import { PITCH_TEXTS, candidateLabel } from '@takeoff/shared/pitch-constants';
import { useT } from '../i18n';
import { displayLabel } from '../lib/texts';
import { parsePlayerYoutubeId } from '@takeoff/shared/youtube';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { PitchVideoView } from '@takeoff/shared/pitch-videos';
import { PitchVideoPlayer } from '@/components/pitch-video/pitch-video-player';
import { YoutubePlayer } from './youtube-player';
import { formatDate } from '@/lib/format-date';

type EmployerPreviewProps = {
  candidateId: number;
  title: string;
  skills: string[];
  youtubeLink: string;
  /** The recorded or uploaded video, when the pitch has one ready: it plays instead of the link. */
  video?: PitchVideoView | null;
  createdAt: string | null;
  durationSeconds?: number | null;
};

/** The card exactly as companies will see it: anonymous, with its real length when known and disabled actions. */
export function EmployerPreview({
  candidateId,
  title: heading,
  skills,
  youtubeLink,
  video = null,
  createdAt,
  durationSeconds = null,
}: EmployerPreviewProps) {
  const { t } = useT();
  const hosted = video?.state === 'ready' && video.videoUrl ? video : null;
  const title = heading || displayLabel(candidateLabel(candidateId));
  if (!hosted && !parsePlayerYoutubeId(youtubeLink)) {
    return (
      <Card className="p-5" data-testid="employer-preview-empty">
        <h3 className="mb-3 font-semibold">{t('preview.emptyTitle')}</h3>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
          <li>{t('preview.step1')}</li>
          <li>{t('preview.step2')}</li>
          <li>{t('preview.step3')}</li>
        </ol>
      </Card>
    );
  }
  return (
    <Card data-testid="employer-preview">
      <div className="relative p-3">
        {hosted ? (
          <PitchVideoPlayer video={hosted} title={title} />
        ) : (
          <YoutubePlayer url={youtubeLink} title={title} />
        )}
        {durationSeconds ? (
          <div className="pointer-events-none absolute left-5 top-5 flex gap-1.5">
            <Badge variant="secondary">
              <Clock aria-hidden className="size-3" /> {PITCH_TEXTS.durationBadge(durationSeconds)}
            </Badge>
          </div>
        ) : null}
      </div>
      <CardContent className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{title}</h3>
          <Badge variant="live">{t('status.available')}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('texts.anonymous')} · {formatDate(createdAt ?? new Date())}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <Badge key={skill} variant="outline">
              {skill}
            </Badge>
          ))}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button disabled className="h-auto min-h-10 whitespace-normal">
            <Calendar aria-hidden /> {t('preview.schedule')}
          </Button>
          <Button variant="outline" disabled className="h-auto min-h-10 whitespace-normal">
            <MessageSquare aria-hidden /> {t('preview.message')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
