import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_DIR, PUBLIC_HTML } from '../app/public-pages';
import type { RenderedPage, renderPublicPages as RenderPublicPages } from './render';

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** dist/public.html (the light entry's page) with a page's markup in #root (marked with its path) and its own title. */
export function pageDocument(template: string, rendered: RenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: the template has no ${ROOT}`);
  return template
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(rendered.page.path)}">${rendered.html}</div>`,
    );
}

/**
 * After the client build: bundles src/prerender/render.tsx for Node, renders the public pages with it and
 * writes dist/prerendered/<page>.html (public.html with the page in #root) (+ routes.json, path → file, which the API reads). Part of every
 * `vite build`, so `pnpm build`, the bench and the e2e runs all get the pages.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'takeoff:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(path.join(tmpdir(), 'takeoff-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias: config.resolve.alias },
          ssr: { noExternal: true },
          build: {
            ssr: path.join(config.root, 'src/prerender/render.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            minify: false,
            // One file: the route table's lazy pages are inlined (the page renders in one pass of renderToString).
            rolldownOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
          },
        });
        const { renderPublicPages } = (await import(
          pathToFileURL(path.join(serverDir, 'render.mjs')).href
        )) as { renderPublicPages: typeof RenderPublicPages };
        const template = readFileSync(path.join(outDir, PUBLIC_HTML), 'utf8');
        const target = path.join(outDir, PRERENDERED_DIR);
        mkdirSync(target, { recursive: true });
        const routes: Record<string, string> = {};
        for (const rendered of await renderPublicPages()) {
          writeFileSync(path.join(target, rendered.page.file), pageDocument(template, rendered));
          routes[rendered.page.path] = rendered.page.file;
        }
        writeFileSync(path.join(target, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
