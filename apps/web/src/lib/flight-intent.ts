/**
 * The flight a visitor set out to apply for, kept in this browser through sign-up, the pitch and the email
 * confirmation (each can take a reload or a mail link), so they are brought back to it with Apply ready.
 * Only a flight number and a time are stored; it lapses after a week and is forgotten once they applied.
 */
const KEY = 'takeoff.flightIntent';
const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
// Wide enough for an unlisted flight's 18-digit number (its link's secret).
const FLIGHT_NUMBER = /^[A-Z0-9-]{2,24}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStore = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): the intent is simply not kept.
    return null;
  }
};

export function rememberFlightIntent(
  flightNumber: string,
  store = browserStore(),
  now = Date.now(),
) {
  if (!FLIGHT_NUMBER.test(flightNumber)) return;
  store?.setItem(KEY, JSON.stringify({ flightNumber, at: now }));
}

/** The flight number still wanted, or null (none, lapsed or unreadable). */
export function flightIntent(store = browserStore(), now = Date.now()): string | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const { flightNumber, at } = JSON.parse(raw) as { flightNumber?: unknown; at?: unknown };
    if (
      typeof flightNumber === 'string' &&
      FLIGHT_NUMBER.test(flightNumber) &&
      typeof at === 'number' &&
      now - at < LIFETIME_MS
    )
      return flightNumber;
  } catch {
    // A value this code did not write: dropped below.
  }
  store?.removeItem(KEY);
  return null;
}

/** Where to take the candidate back to: the flight's page with Apply ready. */
export function flightIntentPath(store = browserStore(), now = Date.now()): string | null {
  const flightNumber = flightIntent(store, now);
  return flightNumber ? `/flights/${encodeURIComponent(flightNumber)}?apply=1` : null;
}

export function forgetFlightIntent(flightNumber?: string, store = browserStore()) {
  if (flightNumber === undefined || flightIntent(store) === flightNumber) store?.removeItem(KEY);
}
