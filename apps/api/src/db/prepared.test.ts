import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { preparedPerTransaction } from './prepared';
import { users } from './schema/auth';

/**
 * preparedPerTransaction builds a statement once and runs it on the connection of whichever transaction it is given
 * (drizzle binds a prepared query to one client; the view rebinds it). What must hold: the statement's effects
 * belong to that transaction (gone on rollback, unseen by others until commit), with every later transaction too.
 */
let handle: DatabaseHandle;
const tag = randomUUID().slice(0, 8);
const email = (n: string) => `prepared-${tag}-${n}@test.takeoff`;

const insertUser = preparedPerTransaction((tx) =>
  tx
    .insert(users)
    .values({ email: sql.placeholder('email'), name: sql.placeholder('name'), role: 'candidate', passwordHash: 'x' })
    .returning({ id: users.id, name: users.name, createdAt: users.createdAt })
    .prepare('takeoff_test_prepared_insert_user'),
);

const named = async (address: string) => (await handle.db.select({ name: users.name }).from(users).where(eq(users.email, address)))[0]?.name;

beforeAll(async () => {
  handle = await testDatabase();
}, 120_000);

afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `prepared-${tag}-%`));
});

// First, so the statement is built on the database (the pool): every later use must move to a transaction's client.
it('runs on the database outside any transaction', async () => {
  await insertUser(handle.db).execute({ email: email('plain'), name: 'Plain' });
  expect(await named(email('plain'))).toBe('Plain');
});

it('runs inside the transaction it is given, each time: rolled back with it, kept when it commits', async () => {
  for (let round = 0; round < 3; round++) {
    await expect(
      handle.db.transaction(async (tx) => {
        const [row] = await insertUser(tx).execute({ email: email(`undone-${round}`), name: 'Undone' });
        // Decoded as the builder decodes: a Date, not the driver's text.
        expect(row!.createdAt).toBeInstanceOf(Date);
        expect((await tx.select({ name: users.name }).from(users).where(eq(users.email, email(`undone-${round}`))))[0]?.name).toBe('Undone');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await named(email(`undone-${round}`))).toBeUndefined();

    await handle.db.transaction(async (tx) => {
      await insertUser(tx).execute({ email: email(`kept-${round}`), name: `Kept ${round}` });
    });
    expect(await named(email(`kept-${round}`))).toBe(`Kept ${round}`);
  }
});

it('keeps two open transactions apart', async () => {
  if (handle.kind !== 'postgres') return; // PGlite runs one transaction at a time
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
  const first = handle.db.transaction(async (tx) => {
    await insertUser(tx).execute({ email: email('first'), name: 'First' });
    inserted();
    await held;
  });
  await firstInserted;
  await handle.db.transaction(async (tx) => {
    await insertUser(tx).execute({ email: email('second'), name: 'Second' });
    // The second transaction does not see the first one's uncommitted row: it ran on another connection.
    expect((await tx.select({ name: users.name }).from(users).where(eq(users.email, email('first')))).length).toBe(0);
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await insertUser(tx).execute({ email: email('third'), name: 'Third' });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  release();
  await first;
  expect(await named(email('first'))).toBe('First');
  expect(await named(email('second'))).toBe('Second');
  // Rolled back with its own transaction, not committed with the first one.
  expect(await named(email('third'))).toBeUndefined();
});
