import { describe, expect, it } from 'vitest';
import { loomShareToEmbed, toEmbed } from './embed';

describe('loomShareToEmbed', () => {
  it('turns a Loom share link into its embed link', () => {
    expect(loomShareToEmbed('https://www.loom.com/share/abc123DEF')).toBe(
      'https://www.loom.com/embed/abc123DEF',
    );
    expect(loomShareToEmbed(' https://loom.com/share/abc123?sid=9 ')).toBe(
      'https://www.loom.com/embed/abc123',
    );
  });

  it('leaves other links alone', () => {
    expect(loomShareToEmbed('https://www.loom.com/embed/abc')).toBe(
      'https://www.loom.com/embed/abc',
    );
    expect(loomShareToEmbed('https://example.com/share/abc')).toBe('https://example.com/share/abc');
  });
});

describe('toEmbed', () => {
  it('frames Loom, YouTube (nocookie) and Vimeo', () => {
    expect(toEmbed('https://www.loom.com/share/abc')).toEqual({
      kind: 'frame',
      src: 'https://www.loom.com/embed/abc',
    });
    expect(toEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'frame',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(toEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'frame',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(toEmbed('https://vimeo.com/76979871')).toEqual({
      kind: 'frame',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('shows other hosts as links and rejects non-URLs', () => {
    expect(toEmbed('https://evil.example/embed/x')).toEqual({
      kind: 'link',
      href: 'https://evil.example/embed/x',
    });
    expect(toEmbed('javascript:alert(1)')).toBeNull();
    expect(toEmbed('not a url')).toBeNull();
  });
});
