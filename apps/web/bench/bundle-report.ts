import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSizer, initialFiles, type Manifest } from './initial-javascript';
import { readRoutePages } from './route-modules';

/** DESIGN.md §5: the landing page's initial JavaScript stays under this, gzipped. */
export const LANDING_BUDGET_KB = 170;

export interface BundleRow {
  route: string;
  modules: string[];
  chunks: number;
  rawKb: number;
  gzipKb: number;
  budgetKb: number | null;
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
      budgetKb: page.path === '/' ? LANDING_BUDGET_KB : null,
    });
  }
  return [...rows.values()];
}
