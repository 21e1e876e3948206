import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { playableVideoOf } from '../lib/pitch-video';

// The players are not needed to draw a page's frame: each loads beside the pitch data (`preloadPitchPlayers` when a
// page that shows pitches mounts), and a card draws the one its pitch needs.
export const PitchVideoPlayer = lazyWithPreload(async () => ({
  default: (await import('@/components/pitch-video/pitch-video-player')).PitchVideoPlayer,
}));
export const YoutubePlayer = lazyWithPreload(async () => ({
  default: (await import('./youtube-player')).YoutubePlayer,
}));

/** Starts fetching both players, so they have arrived by the time the pitches have. */
export function preloadPitchPlayers() {
  PitchVideoPlayer.preload();
  YoutubePlayer.preload();
}

/** What stands in for a player for the moment its code is still on its way: the player's own frame. */
export const PlayerFrame = () => <Skeleton className="aspect-video w-full rounded-lg" />;

type PitchMediaProps = {
  pitch: { youtubeLink: string | null; videoUrl: string | null };
  title: string;
  onPlay?: () => void;
};

/** A pitch's video wherever it plays: the Takeoff-hosted one with captions and speed, else the YouTube link. */
export function PitchMedia({ pitch, title, onPlay }: PitchMediaProps) {
  const video = playableVideoOf(pitch);
  return (
    <Suspense fallback={<PlayerFrame />}>
      {video ? (
        <PitchVideoPlayer video={video} title={title} onPlay={onPlay} />
      ) : (
        <YoutubePlayer url={pitch.youtubeLink ?? pitch.videoUrl} title={title} onPlay={onPlay} />
      )}
    </Suspense>
  );
}
