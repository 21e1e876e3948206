import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryingImport } from './lazy-with-retry';

/**
 * `lazyWithRetry` whose code can be asked for before it first renders (`preload()`, e.g. beside the request for the
 * data it will show), so that it has usually arrived by the time it is drawn. One download serves both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself takes
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> & { preload: () => void } {
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () => {
    loading ??= retryingImport(load)().catch((error: unknown) => {
      // A later render (or preload) tries again instead of meeting the same failure.
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => undefined) });
}
