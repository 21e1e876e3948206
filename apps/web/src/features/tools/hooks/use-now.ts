import { useEffect, useState } from 'react';

/**
 * Date.now(), refreshed every interval while active (wall-clock based, so fake clocks drive it).
 * Callers clamp elapsed time at zero: right after activation `now` may still be the last reading.
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [active, intervalMs]);
  return now;
}
