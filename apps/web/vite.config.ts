import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPublicPages } from './src/prerender/vite-plugin';
import { pureSharedSchemas } from './src/build/pure-shared-schemas';
import { precompressAssets } from './src/build/precompress';

const apiTarget = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureSharedSchemas(),
    prerenderPublicPages(),
    precompressAssets(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json (never served: a dot folder): the bench and e2e/public-pages-load-light.spec.ts read it.
    manifest: true,
    rolldownOptions: {
      // index.html: the SPA; public.html: the light entry of the prerendered public pages (src/public-main.tsx).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
      },
      output: {
        // Stable vendor chunks cache across deploys; area code is split by the lazy routes. Icons are not
        // grouped: each page's chunk carries the few it draws (one shared icon chunk made every page load all of them).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // What every page draws around itself (top bar, banner, strings and i18next, the button and class
            // helpers): one file instead of a dozen small ones for the public pages' light entry; every page of the
            // app loads all of it too.
            {
              name: 'shell',
              test: /src[\\/](lib[\\/](public-i18n|i18n-instance|locale-detection|lazy-with-retry|class-names|use-hydrated)|components[\\/](ui[\\/]button-variants|logo|page-link|language-select)|app[\\/](online-status-banner|layouts[\\/]top-bar-frame))\.tsx?$|node_modules[\\/](clsx|class-variance-authority|i18next)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
