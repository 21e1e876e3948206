import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, type DatabaseHandle } from '../../db/client';

/** How many migrations this build ships (drizzle's journal). */
const shipped = (() => {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
})();

/** True when the database has fewer migrations applied than this build ships (an instance started against an old schema). */
export async function migrationsPending(database: DatabaseHandle) {
  const [row] = await database.query<{ applied: number }>(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  return (row?.applied ?? 0) < shipped;
}
