import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter, FullApp, routerReady } from './app/full-app';
import { PRERENDERED_ATTRIBUTE } from './app/public-pages';
import { currentLocale } from './lib/i18n';
import './index.css';

// Validation messages in words people read (one z.config): loaded beside the first page, not in the entry;
// forms import zod themselves and validate only once someone types.
void import('./lib/zod-messages');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAppRouter();
// The build renders the public pages in English; in Greek the client renders them itself.
if (container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && currentLocale() === 'en') {
  // The build rendered this page into the HTML (landing, legal pages): React attaches to that markup once the
  // router has the page's module, so the first client render is the same tree.
  void routerReady(router).then(() => hydrateRoot(container, <FullApp router={router} />));
} else if (container.hasAttribute('data-server-page')) {
  // The API rendered this page (flight, careers: public-pages/spa-template.ts marks the root): the SPA renders once
  // the router has the page's module and data, so its first render swaps the server's markup for the same page,
  // never for a spinner.
  void routerReady(router).then(() => createRoot(container).render(<FullApp router={router} />));
} else {
  createRoot(container).render(<FullApp router={router} />);
}
