// Compiles the API into dist/ for `node dist/server.js`: one ESM bundle per entry with the workspace's shared
// package inlined (it ships TypeScript) and every npm dependency left to node_modules.
import { build } from 'esbuild';
/**
 * Bare imports stay external (resolved from apps/api/node_modules at run time), except @takeoff/* (TypeScript
 * sources) and what those import (their own dependencies, which apps/api does not install): both are bundled.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' ||
      args.path.startsWith('@takeoff/') ||
      /[\\/]packages[\\/]/.test(args.importer)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'backup-cli': 'src/ops/backup-cli.ts',
    tracing: 'src/tracing.ts',
    'share-image-worker': 'src/modules/public-pages/share-image-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
console.info('API compiled to apps/api/dist');
