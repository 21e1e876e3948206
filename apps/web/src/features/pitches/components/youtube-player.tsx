import { useState } from 'react';
import { AlertTriangle, Play, VideoOff } from 'lucide-react';
import {
  parsePlayerYoutubeId,
  youtubeEmbedUrl,
  youtubeThumbnailFromId,
} from '@takeoff/shared/youtube';
import { YoutubeFrame } from '@/components/youtube-frame';
import { useT } from '../i18n';

type YoutubePlayerProps = {
  url: string | null | undefined;
  title: string;
  /** Called once when the viewer starts the video (companies: counts a profile view). */
  onPlay?: () => void;
  /** Load the iframe at once instead of a thumbnail facade. */
  autoLoad?: boolean;
};

/**
 * The seeds' player: watch, shorts, youtu.be, embed and /v/ links. A thumbnail stands in for the
 * iframe until played, so a grid of pitches does not load dozens of players.
 */
export function YoutubePlayer({ url, title, onPlay, autoLoad = false }: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(autoLoad);
  const { t } = useT();
  const frame =
    'relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-board-cell';
  if (!url?.trim()) {
    return (
      <div
        className={`${frame} grid place-items-center text-muted-foreground`}
        data-testid="player-empty"
      >
        <span className="flex items-center gap-2 text-sm">
          <VideoOff aria-hidden className="size-5" /> {t('youtube.noVideo')}
        </span>
      </div>
    );
  }
  const id = parsePlayerYoutubeId(url);
  if (!id) {
    return (
      <div className={`${frame} grid place-items-center p-4 text-center`} role="alert">
        <div>
          <AlertTriangle aria-hidden className="mx-auto mb-2 size-6 text-status-expiring" />
          <p className="font-semibold">{t('youtube.playerInvalidTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('youtube.playerInvalidBody')}</p>
        </div>
      </div>
    );
  }
  if (playing) {
    return (
      <div className={frame}>
        <YoutubeFrame
          className="absolute inset-0 size-full"
          src={`${youtubeEmbedUrl(id)}?autoplay=${autoLoad ? 0 : 1}&rel=0`}
          title={title}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${frame} group block`}
      data-tour="watch-pitch"
      aria-label={t('youtube.play', { title })}
      onClick={() => {
        setPlaying(true);
        onPlay?.();
      }}
    >
      <img
        src={youtubeThumbnailFromId(id)}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
        loading="lazy"
        // Offline or blocked thumbnails leave the dark frame and the play button, not a broken-image icon.
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden';
        }}
      />
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg">
          <Play aria-hidden className="size-6 translate-x-0.5" />
        </span>
      </span>
    </button>
  );
}
