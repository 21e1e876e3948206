import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders for the build's HTML and while it attaches to that HTML, true afterwards (and at once
 * on a page the browser renders itself). Buttons on prerendered pages stay disabled until then: a click before
 * React attached would be lost, a disabled button says "not yet" (and automated clicks wait for it).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
