import { useT } from '../i18n';

/** The API serves promo videos with range requests, so the player can seek; the session cookie authorises it. */
export function PromoVideoPlayer({
  url,
  title,
  className,
}: {
  url: string | null;
  title: string;
  className?: string;
}) {
  const { t } = useT();
  if (!url) {
    return (
      <div
        className={`flex aspect-video items-center justify-center rounded-lg bg-board-cell text-sm text-muted-foreground ${className ?? ''}`}
      >
        {t('player.noVideo')}
      </div>
    );
  }
  return (
    <video
      src={url}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      className={`aspect-video w-full rounded-lg bg-black ${className ?? ''}`}
    />
  );
}
