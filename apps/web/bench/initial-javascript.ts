import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parts of a Vite manifest entry this bench reads (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The SPA's HTML entry (index.html) and the prerendered public pages' light entry (public.html), as the manifest keys them. */
export const SPA_ENTRY = 'index.html';
export const PUBLIC_ENTRY = 'public.html';

/**
 * The JavaScript files a browser must load before a page renders: the HTML entry's chunk, the page's lazy
 * modules (its layouts and its route file, or the light entry's page module and its catalogues), and everything
 * those import statically. Dynamic imports (other routes, dialogs opened on demand, the full app behind the light
 * entry) are left out: they load later, if ever.
 */
export function initialFiles(
  manifest: Manifest,
  modules: readonly string[],
  entry: string = SPA_ENTRY,
): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`the manifest has no entry ${entry}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const module of modules) visit(module);
  return [...files].sort();
}

/** Gzip sizes of built files, read once each. */
export function gzipSizer(distDir: string) {
  const cache = new Map<string, { raw: number; gzip: number }>();
  return (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      cache.set(file, size);
    }
    return size;
  };
}
