import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One process shares one database (an embedded PGlite, or the server in DATABASE_URL) across files.
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
