import { describe, expect, it } from 'vitest';
import {
  parsePitchYoutubeId,
  parsePlayerYoutubeId,
  pitchThumbnail,
  validatePitchYoutubeUrl,
  YOUTUBE_MESSAGES,
} from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('pitch form YouTube rule', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}&t=30s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `youtube.com/shorts/${ID}?feature=share`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?t=4`,
    `  https://youtu.be/${ID}  `,
  ])('accepts %s', (url) => {
    expect(parsePitchYoutubeId(url)).toBe(ID);
    expect(validatePitchYoutubeUrl(url)).toBeNull();
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}X`,
    `https://youtu.be/${ID}X`,
    `https://www.youtube.com/embed/${ID}`,
    `https://evil.com/?u=youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    'not a url',
    'https://www.youtube.com/watch?v=dQw4w9WgX!Q',
  ])('rejects %s with the seeds message', (url) => {
    expect(parsePitchYoutubeId(url)).toBeNull();
    expect(validatePitchYoutubeUrl(url)).toBe(YOUTUBE_MESSAGES.invalid);
  });

  it('requires a value', () => {
    expect(validatePitchYoutubeUrl('')).toBe(YOUTUBE_MESSAGES.required);
    expect(validatePitchYoutubeUrl('   ')).toBe(YOUTUBE_MESSAGES.required);
    expect(validatePitchYoutubeUrl(null)).toBe(YOUTUBE_MESSAGES.required);
  });

  it('suggests only the forms it accepts', () => {
    expect(YOUTUBE_MESSAGES.invalid).toBe(
      'Invalid YouTube URL. Please use youtube.com/watch?v=VIDEO_ID, youtube.com/shorts/VIDEO_ID or youtu.be/VIDEO_ID',
    );
  });
});

describe('company player YouTube forms', () => {
  it.each([
    `https://www.youtube.com/embed/${ID}`,
    `youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://youtu.be/${ID}`,
  ])('accepts %s', (url) => expect(parsePlayerYoutubeId(url)).toBe(ID));
  it('rejects other links', () => {
    expect(parsePlayerYoutubeId('https://example.com/video.mp4')).toBeNull();
    expect(parsePlayerYoutubeId(null)).toBeNull();
  });
});

describe('thumbnail derivation', () => {
  it('prefers a stored thumbnail', () => {
    expect(
      pitchThumbnail({
        thumbnailUrl: 'https://cdn.example/t.jpg',
        youtubeLink: `https://youtu.be/${ID}`,
      }),
    ).toBe('https://cdn.example/t.jpg');
  });
  it('derives from a youtube link, then from the legacy videoUrl', () => {
    expect(pitchThumbnail({ youtubeLink: `https://youtube.com/shorts/${ID}` })).toBe(
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    );
    expect(
      pitchThumbnail({ youtubeLink: null, videoUrl: `https://www.youtube.com/watch?v=${ID}` }),
    ).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`);
  });
  it('gives null (placeholder) otherwise', () => {
    expect(pitchThumbnail({ youtubeLink: 'https://vimeo.com/1' })).toBeNull();
    expect(pitchThumbnail({})).toBeNull();
  });
});
