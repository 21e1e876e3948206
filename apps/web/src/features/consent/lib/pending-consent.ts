/**
 * A candidate whose consent post failed may continue (seeds §8); this flag remembers, per user,
 * that the post must be retried. It is a cache of an intent, never the record: the server holds that.
 */
const keyFor = (userId: number) => `takeoff.gdpr-consent.pending.${userId}`;

export function readPendingConsent(userId: number): string | null {
  try {
    return window.localStorage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

export function markPendingConsent(userId: number, at = new Date()) {
  try {
    window.localStorage.setItem(keyFor(userId), at.toISOString());
  } catch {
    // Storage may be unavailable (private mode); the dialog will simply be shown again next time.
  }
}

export function clearPendingConsent(userId: number) {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear.
  }
}
