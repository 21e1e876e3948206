import { workerDatabaseUrl } from './worker-database';

// Runs in each API test worker before its files: DATABASE_URL becomes the worker's own copy of the migrated template
// (vitest.global-setup.ts), so everything that reads it (the harness, pg-boss, tests opening their own pool) agrees.
// The setup file runs again before each file in the same worker: the original URL is kept the first time.
if (process.env.DATABASE_URL) {
  process.env.TAKEOFF_TEST_SERVER_URL ??= process.env.DATABASE_URL;
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.TAKEOFF_TEST_SERVER_URL,
    process.env.VITEST_POOL_ID,
  );
}
