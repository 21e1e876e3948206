/**
 * `pnpm exec tsx bench/seed.ts`: seeds the large data set (large-dataset.ts) without measuring anything, or
 * finds the existing one and resets it, and prints its counts. `BENCH_SCALE=10` seeds the ten-times set in its
 * own database; BENCH_DEBUG=1 prints each seed statement's time.
 */
import { ensureDataset } from './large-dataset';

const dataset = await ensureDataset();
console.info(
  `${dataset.url}: ${dataset.seededSeconds === null ? `reused (seeded ${dataset.seededAt})` : `seeded in ${dataset.seededSeconds}s`}`,
);
console.table(dataset.counts);
await dataset.close();
