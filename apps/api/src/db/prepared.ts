import type { Executor } from './client';

/**
 * A hot read that drizzle builds once per database and sends as a named prepared statement (values
 * come in through `sql.placeholder`). Building the query on every request was the largest share of
 * the app's own CPU on the key list endpoints in `pnpm bench`.
 */
export function preparedPerDatabase<P>(build: (db: Executor) => P): (db: Executor) => P {
  // Keyed by the database (or a transaction, whose statement then lives as long as it does).
  const built = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) built.set(db, (prepared = build(db)));
    return prepared;
  };
}

/** What an executor sends its statements through: a pool, a pool's client held by a transaction, or PGlite. */
export interface Connection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The connection a transaction (or the database) runs its statements on. drizzle's node-postgres and PGlite
 * sessions both keep it as `session.client` (a pg Pool or PoolClient, a PGlite or its transaction; each answers
 * `query(text, values)` with `{ rows }`). This is the one place that reaches into drizzle for it; prepared.test.ts
 * checks that what runs through it belongs to the transaction.
 */
export function connectionOf(exec: Executor): Connection {
  return sessionOf(exec).client;
}

const sessionOf = (exec: Executor) => (exec as unknown as { session: { client: Connection } }).session;

/**
 * A statement that runs inside transactions (or on the database), built by drizzle once and sent as a named
 * prepared statement on whichever connection the transaction holds. drizzle binds a prepared query to the client of
 * the executor it was built on, so each use gets a view of it bound to the executor's own client (connectionOf;
 * prepared.test.ts checks that the statement runs inside the transaction it is given). Building its writes on every
 * request was the largest share of apply's own CPU in `pnpm bench`.
 */
export function preparedPerTransaction<P extends object>(build: (exec: Executor) => P): (exec: Executor) => P {
  // One build per driver (a session class): the SQL text is the same for every transaction.
  const built = new Map<unknown, P>();
  return (exec) => {
    const session = sessionOf(exec);
    const prepared = built.get(session.constructor);
    if (!prepared) {
      const fresh = build(exec);
      built.set(session.constructor, fresh);
      return fresh;
    }
    return Object.create(prepared, { client: { value: session.client } }) as P;
  };
}
