/**
 * A pg.Pool that can record every statement the app sends through it: the SQL text, the parameter
 * values, whether it ran on the pool or inside a transaction (a checked-out client), when it started
 * and ended, and its first result row. The benchmarks get the SQL of each endpoint from here (what
 * drizzle really issued) instead of retyping it.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** What drizzle hands the driver: text (and a name for prepared statements), and for selects `rowMode: 'array'` and its own type parsers. */
export interface DriverQuery {
  text: string;
  /** Set for named prepared statements. */
  name?: string;
  rowMode?: 'array';
  types?: unknown;
}

export interface Captured {
  /** The object the driver received, kept for replay in this process (not sent over IPC). */
  query: DriverQuery;
  text: string;
  values: unknown[];
  /** 0: through the pool; otherwise the checkout (one transaction) it ran in. */
  client: number;
  start: number;
  end: number;
  rowCount: number;
  firstRow: unknown[] | null;
  error: string | null;
}

export class QueryRecorder {
  private current: Captured[] | null = null;
  private pending = new Set<Promise<unknown>>();
  /** Statements sent and not yet answered, recording or not. */
  running = 0;

  watch(result: Promise<unknown>) {
    this.running++;
    const done = () => {
      this.running--;
    };
    result.then(done, done);
  }

  get active() {
    return this.current !== null;
  }

  start() {
    this.current = [];
  }

  /** Stops recording once every recorded statement has settled. */
  async stop(): Promise<Captured[]> {
    await Promise.allSettled([...this.pending]);
    const out = this.current ?? [];
    this.current = null;
    this.pending.clear();
    return out;
  }

  track(result: Promise<pg.QueryResult>, queryArg: unknown, valuesArg: unknown, client: number) {
    if (!this.current) return;
    const query: DriverQuery =
      typeof queryArg === 'string' ? { text: queryArg } : (queryArg as DriverQuery);
    const values = Array.isArray(valuesArg)
      ? valuesArg
      : ((queryArg as { values?: unknown[] }).values ?? []);
    const entry: Captured = {
      query,
      text: query.text,
      values,
      client,
      start: performance.now(),
      end: NaN,
      rowCount: 0,
      firstRow: null,
      error: null,
    };
    this.current.push(entry);
    const settled = result.then(
      (r) => {
        entry.end = performance.now();
        entry.rowCount = r.rows.length;
        entry.firstRow = r.rows.length > 0 ? flattenRow(r.rows[0]) : null;
      },
      (error: unknown) => {
        entry.end = performance.now();
        entry.error = error instanceof Error ? error.message : String(error);
      },
    );
    this.pending.add(settled);
  }
}

export const flattenRow = (row: unknown): unknown[] =>
  Array.isArray(row) ? row : Object.values(row as Record<string, unknown>);

type AnyFn = (...args: unknown[]) => unknown;
const isPromise = (v: unknown): v is Promise<pg.QueryResult> =>
  typeof (v as { then?: unknown } | null)?.then === 'function';

/**
 * A pool whose `query` and promise-style `connect` report to the recorder. Callback-style `connect`
 * (what `pool.query` uses internally) is left alone, so a pool statement is recorded once.
 */
export function createRecordingPool(config: pg.PoolConfig, recorder: QueryRecorder): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  const mutable = pool as unknown as { query: AnyFn; connect: AnyFn };
  const poolQuery = pool.query.bind(pool) as AnyFn;
  mutable.query = (...args) => {
    const result = poolQuery(...args);
    if (isPromise(result)) {
      recorder.watch(result);
      if (recorder.active) recorder.track(result, args[0], args[1], 0);
    }
    return result;
  };

  const checkout = new WeakMap<pg.PoolClient, number | null>();
  let checkouts = 0;
  const poolConnect = pool.connect.bind(pool) as AnyFn;
  mutable.connect = (...args) => {
    if (args.length > 0) return poolConnect(...args);
    return (poolConnect() as Promise<pg.PoolClient>).then((client) => {
      if (!checkout.has(client)) {
        const clientQuery = client.query.bind(client) as AnyFn;
        (client as unknown as { query: AnyFn }).query = (...qargs) => {
          const result = clientQuery(...qargs);
          const id = checkout.get(client);
          if (id && isPromise(result)) {
            recorder.watch(result);
            if (recorder.active) recorder.track(result, qargs[0], qargs[1], id);
          }
          return result;
        };
      }
      checkout.set(client, ++checkouts);
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        checkout.set(client, null);
        return release(error);
      };
      return client;
    });
  };
  return pool;
}
