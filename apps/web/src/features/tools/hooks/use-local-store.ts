import { useCallback, useState } from 'react';
import type { LocalStore } from '../lib/local-store';

/** React state backed by a browser-only store: read once on mount, written on every change. */
export function useLocalStore<T>(store: LocalStore<T>): [T, (update: (current: T) => T) => void] {
  const [value, setValue] = useState(store.read);
  const update = useCallback(
    (fn: (current: T) => T) =>
      setValue((current) => {
        const next = fn(current);
        store.write(next);
        return next;
      }),
    [store],
  );
  return [value, update];
}
