import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PAUSES_MS = [400, 1600];

const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * A dynamic import that survives a dropped connection: offline, it waits until the browser is back online and tries
 * again; a failed fetch online is tried again after a pause. Only after that does the error reach an error boundary,
 * so a part that loads in the background (the toaster, a menu) cannot take the whole app down for a moment offline.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        if (!navigator.onLine) await backOnline();
        else if (attempt < PAUSES_MS.length) await pause(PAUSES_MS[attempt]!);
        else throw error;
      }
    }
  };
}

/** React.lazy over `retryingImport`. */
export const lazyWithRetry: typeof lazy = (load) => lazy(retryingImport(load));

/**
 * The route table with every route module imported through `retryingImport`: a page whose module is still on its
 * way when the connection drops (a prerendered page shows before its module arrives) loads once it is back,
 * instead of ending on the error page.
 */
export function withRetryingRouteModules(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazyModule = typeof route.lazy === 'function' ? { lazy: retryingImport(route.lazy) } : {};
    const children = route.children ? { children: withRetryingRouteModules(route.children) } : {};
    return { ...route, ...lazyModule, ...children } as RouteObject;
  });
}
