import { describe, expect, it } from 'vitest';
import { isYoutubeEmbed, withYoutubeJsApi, youtubeFrameSignal } from './youtube-frame-status';

describe('youtubeFrameSignal', () => {
  it('reads the player alive from its first deliveries', () => {
    expect(youtubeFrameSignal('{"event":"onReady","id":1}')).toBe('ready');
    expect(youtubeFrameSignal(JSON.stringify({ event: 'initialDelivery', info: {} }))).toBe(
      'ready',
    );
  });

  it('reads onError (removed, private or unembeddable video) as a failure', () => {
    expect(youtubeFrameSignal('{"event":"onError","info":150}')).toBe('error');
  });

  it('ignores anything else, including messages that are not JSON', () => {
    expect(youtubeFrameSignal('hello')).toBeNull();
    expect(youtubeFrameSignal({ type: 'loom' })).toBeNull();
    expect(youtubeFrameSignal(null)).toBeNull();
  });
});

describe('withYoutubeJsApi', () => {
  it('switches the JS API on and names our origin, keeping the other parameters', () => {
    const url = new URL(
      withYoutubeJsApi('https://www.youtube-nocookie.com/embed/abc?rel=0', 'http://localhost:5173'),
    );
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('http://localhost:5173');
    expect(url.searchParams.get('rel')).toBe('0');
  });
});

describe('isYoutubeEmbed', () => {
  it('knows YouTube players from others', () => {
    expect(isYoutubeEmbed('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isYoutubeEmbed('https://www.loom.com/embed/abc')).toBe(false);
    expect(isYoutubeEmbed('not a url')).toBe(false);
  });
});
