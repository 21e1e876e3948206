import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  gzipSizer,
  initialFiles,
  PUBLIC_ENTRY,
  SPA_ENTRY,
  type Manifest,
} from './initial-javascript';
import { readRoutePages } from './route-modules';
import { PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages';

/** DESIGN.md §5 / issue #21: the prerendered public pages' initial JavaScript (landing, legal pages), gzipped. */
export const LANDING_BUDGET_KB = 100;
/** …and every other page's. */
export const PAGE_BUDGET_KB = 200;

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));

/**
 * What the light entry loads for a prerendered public page before anyone interacts (src/public-main.tsx): the page's
 * light module and its catalogues in English (the language the build renders; e2e/public-pages-load-light.spec.ts
 * checks this list against what a browser fetches).
 */
export function lightModules(page: PublicPage): string[] {
  const catalogue = (namespace: string) =>
    namespace === 'public'
      ? 'src/locales/public/en.json'
      : `src/features/${namespace}/locales/en.json`;
  return [page.lightModule, ...['public', ...page.namespaces].map(catalogue)];
}

/** The budget a page of the route table is held to: the prerendered public pages' or every other page's. */
export function budgetFor(route: string): number {
  return PUBLIC_PATHS.has(route) ? LANDING_BUDGET_KB : PAGE_BUDGET_KB;
}

export interface BundleRow {
  route: string;
  /** public.html for the prerendered public pages, index.html for the others. */
  entry: string;
  modules: string[];
  chunks: number;
  rawKb: number;
  gzipKb: number;
  budgetKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/**
 * Initial JavaScript of every page in the route table, from a finished build's manifest: the prerendered public
 * pages through the light entry (public.html), the others through the SPA's (index.html). Routes that load the same
 * modules (`/company`, `/company/overview`…) share one row.
 */
export function bundleReport(appRoot: string, distDir: string): BundleRow[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizeOf = gzipSizer(distDir);
  const pages = readRoutePages(path.join(appRoot, 'src/app/router.tsx'), appRoot);
  const rows = new Map<string, BundleRow>();
  const publicPages = new Map(PUBLIC_PAGES.map((page) => [page.path, page]));
  for (const routePage of pages) {
    const publicPage = publicPages.get(routePage.path);
    const entry = publicPage ? PUBLIC_ENTRY : SPA_ENTRY;
    const modules = publicPage ? lightModules(publicPage) : routePage.modules;
    const key = `${entry}: ${modules.join(' + ')}`;
    const existing = rows.get(key);
    if (existing) {
      existing.route += `, ${routePage.path}`;
      existing.budgetKb = Math.min(existing.budgetKb, budgetFor(routePage.path));
      continue;
    }
    const files = initialFiles(manifest, modules, entry);
    const sizes = files.map(sizeOf);
    rows.set(key, {
      route: routePage.path,
      entry,
      modules,
      chunks: files.length,
      rawKb: kb(sizes.reduce((sum, s) => sum + s.raw, 0)),
      gzipKb: kb(sizes.reduce((sum, s) => sum + s.gzip, 0)),
      budgetKb: budgetFor(routePage.path),
    });
  }
  return [...rows.values()];
}

/** The rows over their budget (the bench fails on any). */
export function overBudget(rows: readonly BundleRow[]): BundleRow[] {
  return rows.filter((row) => row.gzipKb > row.budgetKb);
}
