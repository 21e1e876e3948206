import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { preparedPerTransaction } from './prepared';

/**
 * preparedPerTransaction builds a statement once and runs it on the connection of whichever transaction it is given
 * (drizzle binds a prepared query to one client; the view rebinds it). What must hold: the statement's effects
 * belong to that transaction (gone on rollback, unseen by others until commit), with every later transaction too.
 *
 * The rows go to a table of this file's own. An application table would bring its triggers: inserting users adds to
 * the admin counters (one row per figure and backend shard), so a second transaction on a connection of the same
 * shard would wait for the first one, which this file holds open on purpose.
 */
let handle: DatabaseHandle;
const table = `prepared_test_${randomUUID().slice(0, 8)}`;
const rows = pgTable(table, {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  label: text('label').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const insertRow = preparedPerTransaction((tx) =>
  tx
    .insert(rows)
    .values({ label: sql.placeholder('label'), name: sql.placeholder('name') })
    .returning({ id: rows.id, name: rows.name, createdAt: rows.createdAt })
    .prepare(`takeoff_test_${table}_insert`),
);

const named = async (label: string) => (await handle.db.select({ name: rows.name }).from(rows).where(eq(rows.label, label)))[0]?.name;

beforeAll(async () => {
  handle = await testDatabase();
  await handle.db.execute(
    sql.raw(`create table ${table} (id integer primary key generated always as identity, label text not null, name text not null, created_at timestamptz not null default now())`),
  );
}, 120_000);

afterAll(async () => {
  await handle.db.execute(sql.raw(`drop table if exists ${table}`));
});

// First, so the statement is built on the database (the pool): every later use must move to a transaction's client.
it('runs on the database outside any transaction', async () => {
  await insertRow(handle.db).execute({ label: 'plain', name: 'Plain' });
  expect(await named('plain')).toBe('Plain');
});

it('runs inside the transaction it is given, each time: rolled back with it, kept when it commits', async () => {
  for (let round = 0; round < 3; round++) {
    await expect(
      handle.db.transaction(async (tx) => {
        const [row] = await insertRow(tx).execute({ label: `undone-${round}`, name: 'Undone' });
        // Decoded as the builder decodes: a Date, not the driver's text.
        expect(row!.createdAt).toBeInstanceOf(Date);
        expect((await tx.select({ name: rows.name }).from(rows).where(eq(rows.label, `undone-${round}`)))[0]?.name).toBe('Undone');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await named(`undone-${round}`)).toBeUndefined();

    await handle.db.transaction(async (tx) => {
      await insertRow(tx).execute({ label: `kept-${round}`, name: `Kept ${round}` });
    });
    expect(await named(`kept-${round}`)).toBe(`Kept ${round}`);
  }
});

it('keeps two open transactions apart', async () => {
  if (handle.kind !== 'postgres') return; // PGlite runs one transaction at a time
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
  const first = handle.db.transaction(async (tx) => {
    await insertRow(tx).execute({ label: 'first', name: 'First' });
    inserted();
    await held;
  });
  // The first transaction ends only after release: should it fail instead (no connection), its error ends the test.
  await Promise.race([firstInserted, first]);
  await handle.db.transaction(async (tx) => {
    await insertRow(tx).execute({ label: 'second', name: 'Second' });
    // The second transaction does not see the first one's uncommitted row: it ran on another connection.
    expect((await tx.select({ name: rows.name }).from(rows).where(eq(rows.label, 'first'))).length).toBe(0);
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await insertRow(tx).execute({ label: 'third', name: 'Third' });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  release();
  await first;
  expect(await named('first')).toBe('First');
  expect(await named('second')).toBe('Second');
  // Rolled back with its own transaction, not committed with the first one.
  expect(await named('third')).toBeUndefined();
});
