import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './src/test/worker-database';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests that need the machine's services or start server processes: `pnpm test:system` (vitest.system.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.system.test.ts'],
    // Two workers, each sharing one database across its files (isolate: false): an in-memory PGlite of its own, or
    // on a PostgreSQL server (DATABASE_URL) a copy of a template migrated once (vitest.global-setup.ts).
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    isolate: false,
    globalSetup: ['./vitest.global-setup.ts'],
    setupFiles: ['./src/test/worker-setup.ts'],
    testTimeout: 30_000,
    // A worker's first file migrates its PGlite while the other worker does the same: on a busy 2-core machine that
    // first beforeAll takes over a minute.
    hookTimeout: 120_000,
  },
});
