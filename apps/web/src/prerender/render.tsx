/**
 * Build-time rendering of the public pages (PUBLIC_PAGES) to HTML: src/prerender/vite-plugin.ts bundles this
 * module for Node after the client build and writes each page into a copy of dist/public.html. The tree is the one
 * the light entry src/public-main.tsx hydrates (PublicApp around the page's light module), so React attaches to the
 * markup without rendering it again.
 */
import { renderToString } from 'react-dom/server';
import { PUBLIC_PAGES, type PublicPage } from '../app/public-pages';
import { PublicApp } from '../app/public-app';
import { loadPublicRoute } from '../app/public-route-modules';
import { LEGAL_TEXTS } from '../features/legal/content/legal-texts';
import { loadPublicNamespaces } from '../lib/public-i18n';
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

export async function renderPublicPages(): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const page of PUBLIC_PAGES) {
    if (!(page.path in titles)) throw new Error(`prerender: no title for ${page.path}`);
    const [{ Page }] = await Promise.all([
      loadPublicRoute(page),
      loadPublicNamespaces(['public', ...page.namespaces]),
    ]);
    // The build never takes over: nothing runs a handler here.
    const takeOver = () => undefined;
    const html = renderToString(
      <PublicApp takeOver={takeOver}>
        <Page path={page.path} takeOver={takeOver} />
      </PublicApp>,
    );
    rendered.push({ page, html, title: documentTitle(titles[page.path]) });
  }
  return rendered;
}
