import { APP_FALLBACK_MS, googleMeetAppLinks } from '@takeoff/shared/interviews';

export type MobilePlatform = 'android' | 'ios' | null;

/** Seeds: mobile detection is by user agent. */
export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * Opens a meeting: on a phone a Google Meet link goes to the app (Android intent, iOS googlemeet
 * scheme) and falls back to the browser after 500 ms if the app did not take over; everything
 * else opens in a new tab.
 */
export function openMeeting(link: string, userAgent = navigator.userAgent) {
  const platform = mobilePlatform(userAgent);
  const app = googleMeetAppLinks(link);
  if (platform && app) {
    window.location.href = platform === 'android' ? app.android : app.ios;
    window.setTimeout(() => {
      if (document.visibilityState === 'visible') window.location.href = link;
    }, APP_FALLBACK_MS);
    return;
  }
  window.open(link, '_blank', 'noopener,noreferrer');
}
