import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { User } from '@takeoff/shared/auth';
import '@/lib/i18n';
import { queryClient, sessionQueryKey } from '@/lib/query-client';
import { createAppRouter, FullApp, routerReady } from './full-app';
import { setPendingAction, type PendingAction } from './pending-action';

/**
 * What a prerendered public page asks of the full app: an action to perform once it has the page (sign in, a role
 * chosen), a page of the app to go to, the session the light entry already read.
 */
export interface TakeOverRequest {
  action?: PendingAction;
  navigateTo?: string;
  user?: User | null;
}

let started: Promise<void> | null = null;

/**
 * The full app takes over the root the light entry rendered (src/public-main.tsx): once its router has the page's
 * modules, one render swaps the light tree for the app's tree of the same page, so nothing flashes; the pending
 * action is then performed by the part that owns it (TopBar, routes/home.tsx). A second request while the first is
 * on its way only updates the action.
 */
export function takeOver(root: Root, request: TakeOverRequest): Promise<void> {
  if (request.user !== undefined) queryClient.setQueryData(sessionQueryKey, request.user);
  if (request.action) setPendingAction(request.action);
  started ??= (async () => {
    // Validation messages in words people read (one z.config), as src/main.tsx loads them.
    void import('@/lib/zod-messages');
    if (request.navigateTo) window.history.pushState(null, '', request.navigateTo);
    const router = createAppRouter();
    await routerReady(router);
    // One synchronous commit, then the reader's scroll position back (the router's ScrollRestoration starts the
    // first page at the top) before the browser paints: the same page, where it was.
    const scrolled = window.scrollY;
    flushSync(() => root.render(<FullApp router={router} />));
    if (!request.navigateTo) window.scrollTo(0, scrolled);
  })();
  return started;
}
