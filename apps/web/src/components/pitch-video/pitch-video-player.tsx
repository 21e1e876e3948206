import { useEffect, useId, useRef, useState } from 'react';
import { Captions, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PITCH_VIDEO_PLAYBACK_RATES,
  type PitchVideoView,
  type TranscriptSegment,
} from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { currentLocale } from '@/lib/i18n';
import { cn } from '@/lib/class-names';
import { TranscriptPanel } from './transcript-panel';
import { useCaptionCues } from './use-captions';

type PitchVideoPlayerProps = {
  video: PitchVideoView;
  title: string;
  /** The owner's or an admin's transcript, shown as the panel when there are no timed captions (a typed one). */
  transcript?: readonly TranscriptSegment[] | null;
  /** Called once when the viewer starts the video (companies: counts a profile view). */
  onPlay?: () => void;
  className?: string;
};

/** 'en' → 'English' in the reader's language; the code itself when the browser cannot name it. */
export function languageName(code: string | null) {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A Takeoff-hosted pitch: the browser's own controls (play, seek, volume, full screen, its captions menu), plus a
 * CC toggle with the captions' language, a speed choice and a transcript whose lines seek the video.
 */
export function PitchVideoPlayer({
  video,
  title,
  transcript,
  onPlay,
  className,
}: PitchVideoPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const played = useRef(false);
  const speedId = useId();
  const [captionsOn, setCaptionsOn] = useState(false);
  const [rate, setRate] = useState(1);
  const [panelOpen, setPanelOpen] = useState(false);
  const [time, setTime] = useState(0);
  const cues = useCaptionCues(video.captionsUrl, panelOpen);
  const language = languageName(video.captionsLanguage);
  const lines = video.captionsUrl ? (cues.data ?? []) : (transcript ?? []);
  const hasTranscript = video.captionsUrl !== null || (transcript?.length ?? 0) > 0;
  // A typed transcript has no real timings: it is shown as text, without seeking.
  const timed = video.captionsUrl !== null;

  useEffect(() => {
    const track = videoRef.current?.textTracks?.[0];
    if (track) track.mode = captionsOn ? 'showing' : 'hidden';
  }, [captionsOn, video.captionsUrl]);

  const changeRate = (next: number) => {
    setRate(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
  };

  const seek = (seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
    void element.play?.()?.catch(() => undefined);
  };

  if (!video.videoUrl) return null;
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <div className="relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-black">
        <video
          ref={videoRef}
          src={video.videoUrl}
          poster={video.posterUrl ?? undefined}
          preload="metadata"
          controls
          playsInline
          aria-label={title}
          data-testid="pitch-video"
          className="absolute inset-0 size-full"
          onPlay={() => {
            if (!played.current) onPlay?.();
            played.current = true;
          }}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
        >
          {video.captionsUrl ? (
            <track
              kind="captions"
              src={video.captionsUrl}
              srcLang={video.captionsLanguage ?? undefined}
              label={language ?? t('pitchVideo.captions')}
            />
          ) : null}
        </video>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {video.captionsUrl ? (
          <Button
            type="button"
            variant={captionsOn ? 'default' : 'outline'}
            size="sm"
            aria-pressed={captionsOn}
            onClick={() => setCaptionsOn((on) => !on)}
            title={t('pitchVideo.captionsToggle')}
          >
            <Captions aria-hidden /> {t('pitchVideo.cc')}
            {language ? <span className="text-xs opacity-80">{language}</span> : null}
          </Button>
        ) : null}
        <label htmlFor={speedId} className="text-muted-foreground">
          {t('pitchVideo.speed')}
        </label>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => changeRate(Number(event.target.value))}
          className="h-8 rounded-md border border-border bg-surface px-2 font-mono"
        >
          {PITCH_VIDEO_PLAYBACK_RATES.map((choice) => (
            <option key={choice} value={choice}>
              {t('pitchVideo.rate', {
                rate: new Intl.NumberFormat(currentLocale()).format(choice),
              })}
            </option>
          ))}
        </select>
        {hasTranscript ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <ScrollText aria-hidden />
            {panelOpen ? t('pitchVideo.hideTranscript') : t('pitchVideo.showTranscript')}
          </Button>
        ) : null}
      </div>
      {panelOpen ? (
        <TranscriptPanel
          lines={lines}
          timed={timed}
          time={time}
          loading={timed && cues.isPending}
          failed={timed && cues.isError}
          onSeek={seek}
        />
      ) : null}
    </div>
  );
}
