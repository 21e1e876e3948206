import type { AccountSession } from '@takeoff/shared/auth';

/** This device first, then the others from the most recently used. */
export function orderSessions(sessions: readonly AccountSession[]): AccountSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt),
  );
}
