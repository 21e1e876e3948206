import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);

/** What the server sends compressed: scripts and stylesheets (images and media are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this a gzip header costs about what it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` (best compression) beside every script and stylesheet of the build, so the API sends those
 * files as they are (apps/api/src/http/spa-serving.ts) instead of gzipping each one on every request.
 * Brotli is left out: at its best quality it took about 20 s per build on a 2-core machine (docs/performance.md).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'takeoff:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.entries(bundle).map(async ([fileName, output]) => {
          if (!COMPRESSIBLE.test(fileName)) return;
          const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          if (bytes.length < MIN_BYTES) return;
          const compressed = await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
          await writeFile(path.join(outDir, `${fileName}.gz`), compressed);
        }),
      );
    },
  };
}
