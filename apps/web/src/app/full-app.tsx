import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { routes } from './router';
import { withRetryingRouteModules } from '@/lib/lazy-with-retry';
import '@/lib/tailwind-class-merge';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): BrowserRouter {
  return createBrowserRouter(withRetryingRouteModules(routes));
}

/** The whole SPA on the data router (the prerenderer renders the same tree around a static router). */
export function FullApp({ router }: { router: BrowserRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Resolves once the router has loaded the current page's lazy modules (until then it could only show a spinner). */
export function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
