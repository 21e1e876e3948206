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
