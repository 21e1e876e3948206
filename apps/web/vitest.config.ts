import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      // Pure rules: plain Node.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', '*.test.ts'],
          // One module graph per worker instead of one per file: a quarter of the CPU time. The setup file resets
          // the language, the only state these modules keep.
          isolate: false,
          setupFiles: ['src/test/unit-setup.ts'],
        },
      },
      // Components as a person uses them: the real routes, strings and guards in jsdom, the API answered by MSW (src/test).
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // The app is imported once per worker, not once per file (a quarter of the CPU time); setup.ts resets what
          // outlives a test: rendered trees, handlers, storage, language, the app's query cache and toasts.
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
