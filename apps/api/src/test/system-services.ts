import { execFile } from 'node:child_process';
import { connect as tcpConnect } from 'node:net';
import { promisify } from 'node:util';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * What the system tests (`*.system.test.ts`, `pnpm test:system`) need from the machine. A missing service or binary
 * fails the test with one line saying how to get it: a silent skip would report green for a test that never ran.
 */

export const REDIS_URL = 'redis://127.0.0.1:6379';

export const MISSING_REDIS =
  'Redis is not reachable on 127.0.0.1:6379: install it (apt-get install redis-server) and start it (redis-server --daemonize yes --bind 127.0.0.1).';

export function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host, port, timeout: 1_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** The machine's Redis, or an error whose message says how to get one. */
export async function requireRedis(): Promise<string> {
  if (!(await reachable(6379))) throw new Error(MISSING_REDIS);
  return REDIS_URL;
}

/** A binary on PATH (`--version` answers), or an error whose message says which package provides it. */
export async function requireBinary(name: string, install: string): Promise<void> {
  try {
    await promisify(execFile)(name, ['--version'], { timeout: 30_000 });
  } catch {
    throw new Error(`${name} is not installed: ${install}.`);
  }
}

export interface PostgresServer {
  /** A URL to the server's `postgres` database, for creating and dropping databases. */
  url: string;
  /** Stops a private cluster (nothing for DATABASE_URL's server). */
  destroy(): Promise<void>;
}

/**
 * The PostgreSQL server in DATABASE_URL (as in CI), else a private cluster of the test's own; startPrivatePostgres
 * fails with how to get the server binaries when there are none.
 */
export async function postgresServer(): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, destroy: async () => {} };
  const cluster: PrivatePostgres = await startPrivatePostgres();
  return { url: cluster.url, destroy: () => cluster.destroy() };
}

/** `url` with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
