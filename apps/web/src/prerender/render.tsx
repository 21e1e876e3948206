/**
 * Build-time rendering of the public pages (PUBLIC_PAGES) to HTML: src/prerender/vite-plugin.ts bundles this
 * module for Node after the client build and writes each page into a copy of dist/index.html. The tree is
 * the one src/main.tsx hydrates (FullApp's providers and the route table, here on a static router), so React
 * attaches to the markup without rendering it again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PUBLIC_PAGES, type PublicPage } from '../app/public-pages';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { LEGAL_TEXTS } from '../features/legal/content/legal-texts';
import { documentTitle } from '../lib/use-document-title';

/**
 * The title each page sets once mounted (useDocumentTitle), for the HTML before any script runs. The build renders
 * in English (the i18n instance's language outside a browser); a Greek visitor's client renders the page itself.
 */
const titles: Record<string, string | undefined> = {
  '/': undefined,
  '/terms': LEGAL_TEXTS.terms.en.title,
  '/privacy': LEGAL_TEXTS.privacy.en.title,
  '/company-terms': LEGAL_TEXTS.companyTerms.en.title,
  '/company-privacy': LEGAL_TEXTS.companyPrivacy.en.title,
};

export interface RenderedPage {
  page: PublicPage;
  /** The inside of #root. */
  html: string;
  title: string;
}

export async function renderPublicPages(origin = 'http://localhost'): Promise<RenderedPage[]> {
  const handler = createStaticHandler(routes);
  const rendered: RenderedPage[] = [];
  for (const page of PUBLIC_PAGES) {
    if (!(page.path in titles)) throw new Error(`prerender: no title for ${page.path}`);
    const context = await handler.query(new Request(new URL(page.path, origin)));
    if (context instanceof Response) throw new Error(`prerender: ${page.path} answered ${context.status}`);
    if (context.errors) throw new Error(`prerender: ${page.path} failed: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProviders>
          {/* hydrate={false}: no inline data script (the CSP allows none); the browser's router loads the page module itself. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    rendered.push({ page, html, title: documentTitle(titles[page.path]) });
  }
  return rendered;
}
