import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSizer, initialFiles, type Manifest } from './initial-javascript';
import { readRoutePages } from './route-modules';
import { PUBLIC_PAGES } from '../src/app/public-pages';

/** DESIGN.md §5 / issue #21: the prerendered public pages' initial JavaScript (landing, legal pages), gzipped. */
export const LANDING_BUDGET_KB = 100;
/** …and every other page's. */
export const PAGE_BUDGET_KB = 200;

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));

/** The budget a page of the route table is held to: the prerendered public pages' or every other page's. */
export function budgetFor(route: string): number {
  return PUBLIC_PATHS.has(route) ? LANDING_BUDGET_KB : PAGE_BUDGET_KB;
}

export interface BundleRow {
  route: string;
  modules: string[];
  chunks: number;
  rawKb: number;
  gzipKb: number;
  budgetKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/**
 * Initial JavaScript of every page in the route table, from a finished build's manifest. Routes that
 * load the same modules (`/company`, `/company/overview`…) share one row.
 */
export function bundleReport(appRoot: string, distDir: string): BundleRow[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizeOf = gzipSizer(distDir);
  const pages = readRoutePages(path.join(appRoot, 'src/app/router.tsx'), appRoot);
  const rows = new Map<string, BundleRow>();
  for (const page of pages) {
    const key = page.modules.join(' + ');
    const existing = rows.get(key);
    if (existing) {
      existing.route += `, ${page.path}`;
      existing.budgetKb = Math.min(existing.budgetKb, budgetFor(page.path));
      continue;
    }
    const files = initialFiles(manifest, page.modules);
    const sizes = files.map(sizeOf);
    rows.set(key, {
      route: page.path,
      modules: page.modules,
      chunks: files.length,
      rawKb: kb(sizes.reduce((sum, s) => sum + s.raw, 0)),
      gzipKb: kb(sizes.reduce((sum, s) => sum + s.gzip, 0)),
      budgetKb: budgetFor(page.path),
    });
  }
  return [...rows.values()];
}

/** The rows over their budget (the bench fails on any). */
export function overBudget(rows: readonly BundleRow[]): BundleRow[] {
  return rows.filter((row) => row.gzipKb > row.budgetKb);
}
