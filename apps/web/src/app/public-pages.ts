/**
 * The public pages prerendered to HTML at build time (src/prerender/vite-plugin.ts renders them with
 * src/prerender/render.tsx) and hydrated by src/main.tsx; the API serves `dist/prerendered/<file>` for
 * these paths (routes.json). `module` is the page's route module in src/app/router.tsx, as the Vite
 * manifest names it. Plain data: the bench and the build read it in Node.
 */
export interface PublicPage {
  path: string;
  file: string;
  module: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', file: 'landing.html', module: 'src/app/routes/home.tsx' },
  { path: '/terms', file: 'terms.html', module: 'src/app/routes/terms.tsx' },
  { path: '/privacy', file: 'privacy.html', module: 'src/app/routes/privacy.tsx' },
  { path: '/company-terms', file: 'company-terms.html', module: 'src/app/routes/company-terms.tsx' },
  { path: '/company-privacy', file: 'company-privacy.html', module: 'src/app/routes/company-privacy.tsx' },
];

/** Where the build writes them, inside the SPA's dist folder, with `routes.json` (path → file) for the server. */
export const PRERENDERED_DIR = 'prerendered';

/** The marker on #root of a prerendered page: its path, so the entry hydrates that page and only then. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
