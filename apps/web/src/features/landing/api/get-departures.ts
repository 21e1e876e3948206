import { useEffect, useState } from 'react';
import type { DepartureFlight } from '@takeoff/shared/public-pages';

/** What the board shows while asking, once answered, or when the API could not answer. */
export type Departures =
  { state: 'loading' } | { state: 'ready'; flights: DepartureFlight[] } | { state: 'failed' };

/** GET /api/flights/departures with plain fetch: the landing page's light entry carries no query library. */
export async function getDepartures(signal?: AbortSignal): Promise<DepartureFlight[]> {
  const response = await fetch('/api/flights/departures', {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`departures: ${response.status}`);
  return (await response.json()) as DepartureFlight[];
}

/** The newest open flights, asked once the page is in the browser (the prerendered page is built long before). */
export function useDepartures(): Departures {
  const [departures, setDepartures] = useState<Departures>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getDepartures(controller.signal).then(
      (flights) => setDepartures({ state: 'ready', flights }),
      () => {
        if (!controller.signal.aborted) setDepartures({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return departures;
}
