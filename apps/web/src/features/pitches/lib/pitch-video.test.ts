import { expect, test } from 'vitest';
import { playableVideoOf, pitchSourceOf } from './pitch-video';

const video = (state: string, videoUrl: string | null) => ({
  id: 1,
  source: 'uploaded',
  state,
  videoUrl,
});

test('a pitch plays its hosted video only when ready, and never when its source is YouTube', () => {
  expect(playableVideoOf({ source: 'uploaded', video: video('ready', '/v') })).not.toBeNull();
  expect(playableVideoOf({ source: 'uploaded', video: video('processing', null) })).toBeNull();
  expect(playableVideoOf({ source: 'youtube', video: video('ready', '/v') })).toBeNull();
  // A pitch from before the studio has neither field: today's YouTube behaviour.
  expect(playableVideoOf({ youtubeLink: 'https://youtu.be/x' })).toBeNull();
  expect(pitchSourceOf({ youtubeLink: 'https://youtu.be/x' })).toBe('youtube');
  expect(pitchSourceOf({ video: video('ready', '/v') })).toBe('uploaded');
  expect(pitchSourceOf({ source: 'recorded', video: null })).toBe('recorded');
});
