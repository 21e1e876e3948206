import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export type Database = NodePgDatabase<Record<string, never>>;
/** A transaction handle, or the database itself: services accept either. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'selectDistinct'
>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs plain SQL with parameters (used by benchmarks, health and a few bulk statements). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs SQL the way libraries that bring their own statements expect (the mail queue): with parameters, one
   * statement; without, a script of several (each statement runs; the last one's rows come back).
   */
  executeSql(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock (ADVISORY_LOCK) on a connection of its own, not one of the
   * pool's, which `work` may need: instances doing the same at once take turns. The embedded database serves one
   * process, whose statements already run one at a time: `work` just runs.
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each notification on `channel` (PostgreSQL's LISTEN; a NOTIFY sent inside a transaction
   * arrives when it commits). Returns what stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL server: the pool's connections (for metrics); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The SQL migrations: apps/api/drizzle, found from the sources (src/db) and from the compiled server (dist). */
export const MIGRATIONS_DIR =
  [
    path.resolve(import.meta.dirname, '../../drizzle'),
    path.resolve(import.meta.dirname, '../drizzle'),
  ].find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ??
  path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory locks instances take turns with: migrating, and creating pg-boss queues (see JobQueue.ensureQueue). */
export const ADVISORY_LOCK = {
  migrations: 727274,
  queueCreation: 727275,
  scheduledRunNow: 727276,
} as const;

export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * PostgreSQL server only: longest a statement may run (0: no limit). The driver gives up 5 s after it,
   * so a server that hangs rather than goes away fails requests (503) instead of holding them.
   */
  statementTimeoutMs?: number;
  /** Embedded database in memory (tests). */
  inMemory?: boolean;
  /** Hears connection errors the driver recovers from (a restarted server, a lost listening connection). */
  onError?: (error: Error, context: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url)
    return openPostgres(
      options.url,
      options.poolSize ?? 10,
      options.statementTimeoutMs ?? 0,
      options.onError ?? (() => {}),
    );
  return openPglite(
    options.inMemory ? undefined : path.resolve(options.dataDir ?? '.data', 'pglite'),
  );
}

async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number,
  onError: (error: Error, context: string) => void,
): Promise<DatabaseHandle> {
  await migrateOnce(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 5_000 }
      : {}),
  });
  // A restarting server kills idle clients; the pool replaces them, the process must not crash.
  pool.on('error', (error) => onError(error, 'idle database connection lost'));
  // The pool listens only to idle clients. One checked out (a transaction between statements) whose
  // connection is killed emits 'error' with no listener, which would end the process. Handled, the
  // client turns unqueryable: its next statement fails (answered 503) and the pool drops it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => onError(error, 'database connection in use lost')),
  );
  const db = drizzlePg(pool) as Database;
  return {
    db,
    kind: 'postgres',
    query: async (text, params) => (await pool.query(text, params)).rows,
    executeSql: async (text, params) => {
      const result = (await pool.query(text, params)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    exclusively: (lock, work) => withAdvisoryLock(url, lock, work),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, onError),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work). A lost connection is reported and
 * opened again a few seconds later; meanwhile what listens falls back on its own polling.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error, context: string) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    client = fresh;
    fresh.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    fresh.on('error', (error) => {
      onError(error, `listening connection (${channel}) lost`);
      void fresh.end().catch(() => {});
      if (!stopped && client === fresh) retry = setTimeout(() => void reopen(), 5_000).unref();
    });
    await fresh.connect();
    await fresh.query(`listen "${channel}"`);
  };
  const reopen = async () => {
    if (stopped) return;
    try {
      await open();
    } catch (error) {
      onError(error as Error, `listening connection (${channel}) not reopened`);
      retry = setTimeout(() => void reopen(), 5_000).unref();
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Migrations on a connection of their own, without the statement timeout (index builds on large tables take long). */
async function migrateOnce(url: string) {
  // Several instances may start at once: one migrates, the others wait and then find nothing to do.
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {});
  try {
    await withAdvisoryLock(url, ADVISORY_LOCK.migrations, () =>
      migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    );
  } finally {
    await pool.end();
  }
}

/** DatabaseHandle.exclusively on the PostgreSQL server at `url`. */
export async function withAdvisoryLock<T>(
  url: string,
  lock: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    return await work();
  } finally {
    // Ending the session would release the lock too; unlocking first lets the next instance go on without waiting for it.
    await client.query('select pg_advisory_unlock($1)', [lock]).catch(() => {});
    await client.end().catch(() => {});
  }
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the back-office substring search (migration 0012); PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  // PGlite.create, not `new PGlite(undefined, …)`: the constructor drops the options without a data dir.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const pgliteDb = drizzle(client);
  await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  // Both drivers expose the same query builder; the services are written against node-postgres' type.
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exclusively: (_lock, work) => work(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    query: async (text, params) => (await client.query(text, params)).rows as never[],
    executeSql: async (text, params) => {
      if (params?.length) return { rows: (await client.query(text, params)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

export async function pingDatabase(handle: DatabaseHandle) {
  await handle.db.execute(sql`select 1`);
}
