import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:system`: tests that need the machine's services and binaries (a PostgreSQL server or its binaries for a
 * private cluster, Redis, pg_dump) or start real server processes under load. One file at a time: they measure
 * latency and restart servers, and would disturb each other.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.system.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['./vitest.system.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
