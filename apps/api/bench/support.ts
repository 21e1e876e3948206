import { execFileSync } from 'node:child_process';

/** `BENCH_SCALE=10` seeds ten times the large data set (large-dataset.ts), in a database of its own. */
export const BENCH_SCALE = benchScale(process.env.BENCH_SCALE);

function benchScale(raw: string | undefined) {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 20)
    throw new Error(`BENCH_SCALE must be a whole number from 1 to 20, not ${raw}`);
  return n;
}

/** Benchmarks run against the machine's PostgreSQL server, in a database of their own (one per scale). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/takeoff_bench${BENCH_SCALE === 1 ? '' : `_x${BENCH_SCALE}`}`;

/**
 * In the large data set each table's ids start at its own multiple of ID_SPACE (users at 10,000,001,
 * the next table at 20,000,001...), so an id in a captured statement is recognisable as an id and
 * never equals an id of another table (see replay.ts).
 */
export const ID_SPACE = 10_000_000;

/** A throwaway database next to the bench database (`<name>_<suffix>`), for benchmarks that start empty. */
export function scratchDatabaseUrl(suffix: string) {
  const u = new URL(BENCH_DATABASE_URL);
  u.pathname = `${u.pathname}_${suffix}`;
  return u.toString();
}

function adminPsql(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const psql = (sqlText: string) =>
    execFileSync('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qAtc', sqlText], {
      stdio: 'pipe',
    }).toString();
  return { name, psql };
}

/** Drops and recreates a benchmark database so every run starts from the same state. */
export function recreateDatabase(url: string) {
  const { name, psql } = adminPsql(url);
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
}

/** Creates the database unless it exists (the large data set is kept between runs). */
export function createDatabaseIfMissing(url: string) {
  const { name, psql } = adminPsql(url);
  if (psql(`select 1 from pg_database where datname = '${name}'`).trim() !== '1')
    psql(`create database ${name}`);
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Production mode needs a TOTP key; the bench databases are throwaway, so a fixed one will do. */
export const BENCH_TOTP_KEY = 'b'.repeat(64);
