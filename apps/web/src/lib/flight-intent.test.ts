import { describe, expect, it } from 'vitest';
import {
  flightIntent,
  flightIntentPath,
  forgetFlightIntent,
  rememberFlightIntent,
} from './flight-intent';

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};
const DAY = 24 * 60 * 60 * 1000;

describe('flight intent', () => {
  it('keeps the flight a visitor wanted and leads back to it with Apply ready', () => {
    const store = memoryStore();
    rememberFlightIntent('TO1204', store, 0);
    expect(flightIntent(store, DAY)).toBe('TO1204');
    expect(flightIntentPath(store, DAY)).toBe('/flights/TO1204?apply=1');
  });

  it("keeps an unlisted flight's long number too", () => {
    const store = memoryStore();
    rememberFlightIntent('TO123456789012345678', store, 0);
    expect(flightIntent(store, DAY)).toBe('TO123456789012345678');
  });

  it('lapses after a week, ignores what it did not write, and is forgotten only for its own flight', () => {
    const store = memoryStore();
    rememberFlightIntent('TO1204', store, 0);
    expect(flightIntent(store, 8 * DAY)).toBeNull();
    store.setItem('takeoff.flightIntent', '{not json');
    expect(flightIntentPath(store, 0)).toBeNull();
    rememberFlightIntent('../../admin', store, 0);
    expect(flightIntent(store, 0)).toBeNull();
    rememberFlightIntent('TO1204', store, Date.now());
    forgetFlightIntent('TO9999', store);
    expect(flightIntent(store)).toBe('TO1204');
    forgetFlightIntent('TO1204', store);
    expect(flightIntent(store)).toBeNull();
  });
});
