import { PitchVideoPlayer } from '@/components/pitch-video/pitch-video-player';
import { playableVideoOf } from '../lib/pitch-video';
import { YoutubePlayer } from './youtube-player';

type PitchMediaProps = {
  pitch: { youtubeLink: string | null; videoUrl: string | null };
  title: string;
  onPlay?: () => void;
};

/** A pitch's video wherever it plays: the Takeoff-hosted one with captions and speed, else the YouTube link. */
export function PitchMedia({ pitch, title, onPlay }: PitchMediaProps) {
  const video = playableVideoOf(pitch);
  if (video) return <PitchVideoPlayer video={video} title={title} onPlay={onPlay} />;
  return <YoutubePlayer url={pitch.youtubeLink ?? pitch.videoUrl} title={title} onPlay={onPlay} />;
}
