import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryingImport } from './lazy-with-retry';

/**
 * `lazyWithRetry` whose code can be asked for before it first renders (`preload()`, e.g. beside the request for the
 * data it will show), so that it has usually arrived by the time it is drawn. One download serves both.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
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

/**
 * Handlers for the control that opens a lazily loaded part (a dialog and its form): its code starts loading when the
 * pointer reaches the control or it gets focus, so by the click it has usually arrived and the part opens at once.
 */
export function preloadOnIntent(part: { preload: () => void }) {
  return { onPointerEnter: part.preload, onFocus: part.preload };
}
