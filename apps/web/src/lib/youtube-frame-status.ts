/**
 * A YouTube iframe that fails (offline, blocked, removed or unembeddable video) never tells the page through the
 * iframe's own events: a browser error page still fires `load`. The player's JS API does talk, by postMessage, once
 * the page says it is listening; silence or an onError means the seeds' 'Video Load Error' fallback.
 */
export type YoutubeFrameSignal = 'ready' | 'error' | null;

/** How long a player may stay silent before it counts as failed. */
export const YOUTUBE_LOAD_TIMEOUT_MS = 8000;

/** The message that asks the player to report its events to this window. */
export const YOUTUBE_LISTENING_MESSAGE = JSON.stringify({
  event: 'listening',
  id: 1,
  channel: 'widget',
});

/** The embed URL with the JS API switched on (and our origin, which the player checks before posting to us). */
export function withYoutubeJsApi(src: string, origin: string): string {
  const url = new URL(src);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', origin);
  return url.toString();
}

/** What a message from the player says: it is alive ('ready'), it failed ('error'), or nothing we need. */
export function youtubeFrameSignal(data: unknown): YoutubeFrameSignal {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null || !('event' in message)) return null;
  const event = (message as { event: unknown }).event;
  if (event === 'onError') return 'error';
  if (
    event === 'onReady' ||
    event === 'initialDelivery' ||
    event === 'infoDelivery' ||
    event === 'onStateChange'
  )
    return 'ready';
  return null;
}

export function isYoutubeEmbed(src: string): boolean {
  try {
    return /^(www\.)?youtube(-nocookie)?\.com$/.test(new URL(src).hostname);
  } catch {
    return false;
  }
}
