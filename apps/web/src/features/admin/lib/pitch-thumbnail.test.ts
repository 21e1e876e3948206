import { describe, expect, it } from 'vitest';
import { pitchThumbnail, youtubeIdOf } from './pitch-thumbnail';

describe('pitch thumbnails', () => {
  it('reads the id from watch, shorts and short-domain links', () => {
    expect(youtubeIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtube.com/watch?feature=x&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtu.be/short')).toBeNull();
    expect(youtubeIdOf(null)).toBeNull();
  });

  it('prefers the stored thumbnail, then the derived one', () => {
    expect(
      pitchThumbnail({ thumbnail_url: '/t.jpg', youtube_link: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toBe('/t.jpg');
    expect(
      pitchThumbnail({ thumbnail_url: null, youtube_link: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(pitchThumbnail({ thumbnail_url: null, youtube_link: null })).toBeNull();
  });
});
