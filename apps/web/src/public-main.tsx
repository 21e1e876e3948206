import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { SessionResponse } from '@takeoff/shared/auth';
import { PublicApp } from './app/public-app';
import { PRERENDERED_ATTRIBUTE, PUBLIC_PAGES } from './app/public-pages';
import { loadPublicRoute } from './app/public-route-modules';
import type { TakeOverRequest } from './app/take-over';
import { retryingImport } from './lib/lazy-with-retry';
import { loadPublicNamespaces, publicLocale } from './lib/public-i18n';
import './index.css';

/**
 * The light entry of the prerendered public pages (landing, legal pages; public.html): React DOM, the page and its
 * top bar attach to the build's HTML at once. The full app (src/app/take-over.tsx → full-app.tsx: data router,
 * TanStack Query, react-i18next) loads only when needed: Sign in, a role button, a link to a page of the app, a signed-in
 * visitor. A first hover, touch or key already starts fetching it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const loadTakeOver = retryingImport(() => import('./app/take-over'));
let root: Root | null = null;

function takeOver(request: TakeOverRequest) {
  void loadTakeOver().then((module) => {
    root ??= createRoot(container!);
    return module.takeOver(root, request);
  });
}

/** Who is signed in: a signed-in visitor gets the app (their top bar, their language) at once. */
async function checkSession() {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const { user } = (await response.json()) as SessionResponse;
    if (user) takeOver({ user });
  } catch {
    // Offline or the API away: the page stays as it is, and the app asks again once it loads.
  }
}

let sessionChecked = false;
const onAttached = () => {
  if (sessionChecked) return;
  sessionChecked = true;
  void checkSession();
};

const warmUp = (event: Event) => {
  if (
    event.type === 'pointerover' &&
    !(event.target instanceof Element && event.target.closest('a, button, select'))
  )
    return;
  for (const type of WARM_UP_EVENTS) document.removeEventListener(type, warmUp);
  void loadTakeOver();
};
const WARM_UP_EVENTS = ['pointerover', 'touchstart', 'keydown'] as const;

const page = PUBLIC_PAGES.find(
  (candidate) =>
    candidate.path === window.location.pathname &&
    container.getAttribute(PRERENDERED_ATTRIBUTE) === candidate.path,
);
if (!page) {
  // Not a prerendered page (public.html opened by its own name): the app renders it.
  takeOver({});
} else {
  const [{ Page }] = await Promise.all([
    loadPublicRoute(page),
    loadPublicNamespaces(['public', ...page.namespaces]),
  ]);
  const app = (
    <PublicApp takeOver={takeOver} onAttached={onAttached}>
      <Page path={page.path} takeOver={takeOver} />
    </PublicApp>
  );
  // The build rendered the page in English; in Greek the client renders it itself. In a transition: React yields to
  // the browser every few milliseconds instead of attaching in one long task (the page is already painted).
  startTransition(() => {
    if (publicLocale() === 'en') {
      root = hydrateRoot(container, app);
    } else {
      root = createRoot(container);
      root.render(app);
    }
  });
  for (const type of WARM_UP_EVENTS) document.addEventListener(type, warmUp, { passive: true });
}
