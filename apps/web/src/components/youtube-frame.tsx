import { useEffect, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import {
  YOUTUBE_LISTENING_MESSAGE,
  YOUTUBE_LOAD_TIMEOUT_MS,
  withYoutubeJsApi,
  youtubeFrameSignal,
} from '@/lib/youtube-frame-status';

type YoutubeFrameProps = {
  src: string;
  title: string;
  className?: string;
  allow?: string;
};

/** A YouTube iframe that shows the seeds' 'Video Load Error' instead of the browser's broken page when the player fails. */
export function YoutubeFrame({
  src,
  title,
  className,
  allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
}: YoutubeFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (status !== 'loading') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const signal = youtubeFrameSignal(event.data);
      if (signal) setStatus(signal === 'ready' ? 'ready' : 'failed');
    };
    window.addEventListener('message', onMessage);
    // The player answers only once it has loaded and heard us: say it until it does.
    const ask = window.setInterval(
      () => frame.current?.contentWindow?.postMessage(YOUTUBE_LISTENING_MESSAGE, '*'),
      500,
    );
    const giveUp = window.setTimeout(() => setStatus('failed'), YOUTUBE_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(ask);
      window.clearTimeout(giveUp);
    };
  }, [status]);

  useEffect(() => {
    // After 'ready' the player may still report an error (e.g. the video is unavailable once played).
    if (status !== 'ready') return;
    const onMessage = (event: MessageEvent) => {
      if (
        event.source === frame.current?.contentWindow &&
        youtubeFrameSignal(event.data) === 'error'
      )
        setStatus('failed');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [status]);

  if (status === 'failed') {
    return (
      <div
        className={cn('grid place-items-center bg-board-cell p-4 text-center', className)}
        role="alert"
        data-testid="video-load-error"
      >
        <div>
          <AlertTriangle aria-hidden className="mx-auto mb-2 size-6 text-status-expiring" />
          <p className="font-semibold">{t('youtube.loadErrorTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('youtube.loadErrorBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <iframe
      ref={frame}
      className={className}
      src={withYoutubeJsApi(src, window.location.origin)}
      title={title}
      allow={allow}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
