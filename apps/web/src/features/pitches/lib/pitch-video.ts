import type { PitchSource, PitchVideoView } from '@takeoff/shared/pitch-videos';

/** What the pitch studio adds to a pitch response: where its video comes from, and the Takeoff-hosted video. */
export type PitchVideoFields = { source?: PitchSource; video?: PitchVideoView | null };

/** The pitch's Takeoff-hosted video when it can be played; null plays the YouTube link as before. */
export function playableVideoOf(pitch: object | null | undefined): PitchVideoView | null {
  const fields = pitch as PitchVideoFields | null | undefined;
  if (fields?.source === 'youtube') return null;
  const video = fields?.video ?? null;
  return video?.state === 'ready' && video.videoUrl ? video : null;
}

/** Where the pitch's video comes from; a pitch from before the studio is a YouTube one. */
export function pitchSourceOf(pitch: object | null | undefined): PitchSource {
  const fields = pitch as PitchVideoFields | null | undefined;
  return fields?.source ?? fields?.video?.source ?? 'youtube';
}
