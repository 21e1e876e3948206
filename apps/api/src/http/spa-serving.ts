import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Where the web build writes its prerendered pages, with routes.json (path → file): apps/web/src/app/public-pages.ts. */
const PRERENDERED_DIR = 'prerendered';
const PAGE_FILE = /^[\w-]+\.html$/;

/**
 * The prerendered HTML file for a path of the SPA (landing and legal pages: their content is in the HTML, the
 * SPA attaches to it), or null: the SPA's index.html then. Reads routes.json again only when a build changed it.
 */
export function prerenderedPages(dist: string): (pathname: string) => string | null {
  const routesFile = path.join(dist, PRERENDERED_DIR, 'routes.json');
  let cached: { mtimeMs: number; routes: Map<string, string> } | null = null;
  const routes = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(routesFile).mtimeMs;
    } catch {
      return new Map<string, string>();
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, routes: readRoutes(routesFile) };
    return cached.routes;
  };
  return (pathname) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const file = routes().get(normalized);
    return file ? path.join(dist, PRERENDERED_DIR, file) : null;
  };
}

function readRoutes(file: string): Map<string, string> {
  const routes = new Map<string, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return routes;
  }
  if (!parsed || typeof parsed !== 'object') return routes;
  for (const [route, page] of Object.entries(parsed)) {
    // Only a page file of that folder: never a path elsewhere on the disk.
    if (
      route.startsWith('/') &&
      typeof page === 'string' &&
      PAGE_FILE.test(page) &&
      existsSync(path.join(path.dirname(file), page))
    ) {
      routes.set(route, page);
    }
  }
  return routes;
}

/**
 * The built SPA on the same origin: its files, the prerendered public pages for their paths, and index.html for
 * every other path (client routing).
 */
export function serveSpa(app: Express, distDir: string | undefined) {
  const dist = distDir ? path.resolve(distDir) : defaultWebDist();
  if (!existsSync(path.join(dist, 'index.html'))) return;
  // gzip for the SPA's files and HTML (about a third of their size on the wire); the API's own responses and video
  // streams are left alone. Scripts and stylesheets go out as the build compressed them (a `.gz` beside each,
  // apps/web/src/build/precompress.ts): compression() leaves a response already encoded as it is.
  app.use(/^(?!\/api\/).*/, compression());
  app.use(
    expressStaticGzip(dist, {
      index: false,
      serveStatic: { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml },
    }),
  );
  const prerendered = prerenderedPages(dist);
  app.get(/^(?!\/api\/).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(prerendered(req.path) ?? path.join(dist, 'index.html'));
  });
}

/** apps/web/dist, from this file in src/http or from the compiled bundle in apps/api/dist. */
function defaultWebDist(): string {
  const candidates = ['../../../web/dist', '../../web/dist'].map((relative) =>
    path.resolve(import.meta.dirname, relative),
  );
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

function noCacheForHtml(res: ServerResponse, file: string) {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
