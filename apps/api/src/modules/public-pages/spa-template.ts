import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The built SPA's index.html split where public pages put their head tags and their server-rendered content. */
export interface SpaTemplate {
  /** Up to `</head>`, without the SPA's own <title> and description (the page brings its own). */
  head: string;
  /** From `</head>` to the inside of the root element (marked as holding a server page, see SERVER_PAGE_ATTRIBUTE). */
  bodyStart: string;
  /** The SPA's stylesheets, module preloads and entry script, stylesheets first. */
  assets: string;
  /** After the root element to the end (the page puts the assets, or what loads them, in between). */
  bodyEnd: string;
}

/** The root element's mark on a server-rendered page: the SPA renders it once the page's module and data are in. */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

const ROOT = '<div id="root"></div>';

/** Reads `dist/index.html` again only when it changes (a new build), or null without a build. */
export function spaTemplateLoader(distDir: string | null): () => SpaTemplate | null {
  let cached: { mtimeMs: number; template: SpaTemplate | null } | null = null;
  return () => {
    if (!distDir) return null;
    const file = path.join(distDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, template: splitTemplate(readFileSync(file, 'utf8')) };
    return cached.template;
  };
}

/** The SPA's stylesheets, module preloads and entry script: what a public page may load after its content. */
const SPA_ASSETS =
  /<link\s+rel="(?:stylesheet|modulepreload)"[^>]*>\s*|<script\s+type="module"[^>]*><\/script>\s*/gi;

export function splitTemplate(index: string): SpaTemplate | null {
  const headEnd = index.indexOf('</head>');
  const root = index.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) return null;
  const assets: string[] = [];
  const head = index
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(SPA_ASSETS, (tag) => (assets.push(tag.trim()), ''));
  // The page paints from its own inline styles; the SPA's CSS and scripts follow the content, so neither blocks
  // the first paint nor competes with the document for a slow connection (Lighthouse: render-blocking resources).
  // Stylesheets stay ahead of the scripts, which run only once the CSS is in (no unstyled flash when the SPA takes over).
  assets.sort((a, b) => Number(!a.includes('stylesheet')) - Number(!b.includes('stylesheet')));
  return {
    head,
    bodyStart: index.slice(headEnd, root) + `<div id="root" ${SERVER_PAGE_ATTRIBUTE}>`,
    assets: assets.join('\n'),
    bodyEnd: index.slice(root + ROOT.length),
  };
}
