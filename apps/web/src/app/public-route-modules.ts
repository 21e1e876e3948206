import type { PublicPage } from './public-pages';
import type { TakeOverRequest } from './take-over';
import { retryingImport } from '@/lib/lazy-with-retry';

/** What a light page module (src/app/public-routes) receives: its path, and how to hand the page to the full app. */
export interface PublicRouteProps {
  path: string;
  takeOver: (request: TakeOverRequest) => void;
}

export interface PublicRouteModule {
  Page: (props: PublicRouteProps) => React.ReactNode;
}

const modules = import.meta.glob<PublicRouteModule>('./public-routes/*.tsx');

/** A public page's light module (PUBLIC_PAGES' `lightModule`), offline-safe. */
export function loadPublicRoute(page: PublicPage): Promise<PublicRouteModule> {
  const load = modules[`./${page.lightModule.replace(/^src\/app\//, '')}`];
  if (!load) throw new Error(`No light module ${page.lightModule} for ${page.path}`);
  return retryingImport(load)();
}
