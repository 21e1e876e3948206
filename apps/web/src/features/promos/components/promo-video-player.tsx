/** The API serves promo videos with range requests, so the player can seek; the session cookie authorises it. */
export function PromoVideoPlayer({ url, title, className }: { url: string | null; title: string; className?: string }) {
  if (!url) {
    return <div className={`flex aspect-video items-center justify-center rounded-lg bg-board-cell text-sm text-muted-foreground ${className ?? ''}`}>No video available</div>;
  }
  return <video src={url} controls preload="metadata" playsInline aria-label={title} className={`aspect-video w-full rounded-lg bg-black ${className ?? ''}`} />;
}
