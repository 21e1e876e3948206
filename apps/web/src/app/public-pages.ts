/**
 * The public pages prerendered to HTML at build time (src/prerender/vite-plugin.ts renders them with
 * src/prerender/render.tsx) and hydrated by the light entry src/public-main.tsx, which loads the full app only when
 * needed; the API serves `dist/prerendered/<file>` for these paths (routes.json). `module` is the page's route module
 * in src/app/router.tsx (the app's, after it takes over), `lightModule` the light entry's page module
 * (src/app/public-routes), both as the Vite manifest names them; `namespaces`: the catalogues the light entry loads
 * beside `public`; `afterAttach`: what the light page module loads once React has attached to the page, outside its
 * first download. Plain data: the bench and the build read it in Node.
 */
export interface PublicPage {
  path: string;
  file: string;
  module: string;
  lightModule: string;
  namespaces: readonly string[];
  afterAttach?: readonly string[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    file: 'landing.html',
    module: 'src/app/routes/home.tsx',
    lightModule: 'src/app/public-routes/home.tsx',
    namespaces: ['landing'],
    afterAttach: [
      'src/features/landing/components/feature-cards.tsx',
      'src/features/welcome-audio/components/welcome-audio-control.tsx',
      'src/features/welcome-audio/locales/en.json',
    ],
  },
  {
    path: '/terms',
    file: 'terms.html',
    module: 'src/app/routes/terms.tsx',
    lightModule: 'src/app/public-routes/terms.tsx',
    namespaces: ['legal'],
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    module: 'src/app/routes/privacy.tsx',
    lightModule: 'src/app/public-routes/privacy.tsx',
    namespaces: ['legal'],
  },
  {
    path: '/company-terms',
    file: 'company-terms.html',
    module: 'src/app/routes/company-terms.tsx',
    lightModule: 'src/app/public-routes/company-terms.tsx',
    namespaces: ['legal'],
  },
  {
    path: '/company-privacy',
    file: 'company-privacy.html',
    module: 'src/app/routes/company-privacy.tsx',
    lightModule: 'src/app/public-routes/company-privacy.tsx',
    namespaces: ['legal'],
  },
];

/** The light entry's HTML (vite.config.ts builds it beside index.html): the template of the prerendered pages. */
export const PUBLIC_HTML = 'public.html';

/** Where the build writes them, inside the SPA's dist folder, with `routes.json` (path → file) for the server. */
export const PRERENDERED_DIR = 'prerendered';

/** The marker on #root of a prerendered page: its path, so the entry hydrates that page and only then. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
