import { createRoot } from 'react-dom/client';
import { createAppRouter, FullApp, routerReady } from './app/full-app';
import './lib/i18n';
import './index.css';

// Validation messages in words people read (one z.config): loaded beside the first page, not in the entry;
// forms import zod themselves and validate only once someone types.
void import('./lib/zod-messages');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAppRouter();
// The prerendered public pages have their own light entry (src/public-main.tsx), which loads this app when needed.
if (container.hasAttribute('data-server-page')) {
  // The API rendered this page (flight, careers: public-pages/spa-template.ts marks the root): the SPA renders once
  // the router has the page's module and data, so its first render swaps the server's markup for the same page,
  // never for a spinner.
  void routerReady(router).then(() => createRoot(container).render(<FullApp router={router} />));
} else {
  createRoot(container).render(<FullApp router={router} />);
}
