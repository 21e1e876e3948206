import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface UserReference {
  table: string;
  columns: string[];
  /** How the foreign key behaves when the user row goes: 'CASCADE', 'SET NULL', … */
  onDelete: string[];
}

/**
 * Every table column that references users(id), read from the database catalogue — so export and
 * erasure checks stay complete as areas add tables, without a list anyone must remember to update.
 */
export function userReferences(exec: Executor): Promise<UserReference[]> {
  // The schema only changes through migrations at start, so one catalogue read per process suffices.
  let cached = referenceCache.get(exec);
  if (!cached) {
    cached = readUserReferences(exec);
    cached.catch(() => referenceCache.delete(exec));
    referenceCache.set(exec, cached);
  }
  return cached;
}

const referenceCache = new WeakMap<Executor, Promise<UserReference[]>>();

/** Uncached: for checks that must see the catalogue as it is now (tests). */
export async function readUserReferences(exec: Executor): Promise<UserReference[]> {
  const result = await exec.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column", rc.delete_rule as "onDelete"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = current_schema()
    order by kcu.table_name, kcu.column_name`);
  const byTable = new Map<string, UserReference>();
  for (const row of result.rows as { table: string; column: string; onDelete: string }[]) {
    const entry = byTable.get(row.table) ?? { table: row.table, columns: [], onDelete: [] };
    entry.columns.push(row.column);
    entry.onDelete.push(row.onDelete);
    byTable.set(row.table, entry);
  }
  return [...byTable.values()];
}

/** Rows of `table` where any of `columns` is the user. Names come from the catalogue, never from input. */
export async function rowsReferencing(
  exec: Executor,
  ref: UserReference,
  userId: number,
): Promise<Record<string, unknown>[]> {
  const match = sql.join(
    ref.columns.map((c) => sql`${sql.identifier(c)} = ${userId}`),
    sql` or `,
  );
  const result = await exec.execute(sql`select * from ${sql.identifier(ref.table)} where ${match}`);
  return result.rows as Record<string, unknown>[];
}
