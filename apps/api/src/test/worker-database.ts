/** Vitest workers of the API tests (vitest.config.ts): each has a database of its own. */
export const TEST_WORKERS = 2;

/** `<database in url>_w<worker>` (or `_template`); the server's name limit is 63 bytes. */
export function workerDatabaseName(url: string, worker: number | 'template'): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const suffix = worker === 'template' ? '_template' : `_w${worker}`;
  return `${base.slice(0, 63 - suffix.length)}${suffix}`;
}

/** DATABASE_URL pointed at this worker's database (VITEST_POOL_ID counts workers from 1). */
export function workerDatabaseUrl(url: string, poolId: string | undefined): string {
  const worker = Number(poolId ?? '1');
  if (!Number.isInteger(worker) || worker < 1 || worker > TEST_WORKERS) {
    throw new Error(
      `VITEST_POOL_ID ${poolId} is outside 1..${TEST_WORKERS}: keep maxWorkers in vitest.config.ts at TEST_WORKERS`,
    );
  }
  const u = new URL(url);
  u.pathname = `/${workerDatabaseName(url, worker)}`;
  return u.toString();
}
