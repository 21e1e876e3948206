import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPublicPages } from './src/prerender/vite-plugin';
import { pureSharedSchemas } from './src/build/pure-shared-schemas';

const apiTarget = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), pureSharedSchemas(), prerenderPublicPages()],
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
    rolldownOptions: {
      output: {
        // Stable vendor chunks cache across deploys; area code is split by the lazy routes. Icons are not
        // grouped: each page's chunk carries the few it draws (one shared icon chunk made every page load all of them).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
