import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { preparedPerDatabase } from './prepared';
import { sessions, users } from './schema/auth';

/**
 * What the API relies on in drizzle's row mapping: nested objects, a left join that found nothing (null, not an
 * object of nulls), decoded values (timestamps, `mapWith`), and rows that never share objects, with a prepared
 * selection reused.
 */
let handle: DatabaseHandle;
let withSession: number;
let withoutSession: number;

beforeAll(async () => {
  handle = await testDatabase();
  const tag = randomUUID().slice(0, 8);
  const inserted = await handle.db
    .insert(users)
    .values([
      { email: `mapped-a-${tag}@test.takeoff`, name: 'Ada', role: 'candidate', passwordHash: 'x' },
      { email: `mapped-b-${tag}@test.takeoff`, name: 'Bo', role: 'candidate', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  [withSession, withoutSession] = inserted.map((row) => row.id) as [number, number];
  await handle.db.insert(sessions).values({
    tokenHash: `hash-${tag}`,
    userId: withSession,
    expiresAt: new Date('2030-01-02T03:04:05Z'),
  });
}, 120_000);

afterAll(async () => {
  await handle.db.delete(users).where(inArray(users.id, [withSession, withoutSession]));
});

const joined = preparedPerDatabase((db) =>
  db
    .select({
      person: { id: users.id, name: users.name },
      session: sessions,
      doubled: sql<number>`${users.id} * 2`.mapWith(Number),
      label: sql<string>`'n' || ${users.name}`.as('label'),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(inArray(users.id, [sql.placeholder('a'), sql.placeholder('b')]))
    .orderBy(asc(users.id))
    .prepare('test_result_mapping'),
);

it('maps nested selections, an empty left join to null, and decoded values, again and again', async () => {
  for (let run = 0; run < 3; run++) {
    const rows = await joined(handle.db).execute({ a: withSession, b: withoutSession });
    expect(rows).toHaveLength(2);
    const [found, missing] = rows as [(typeof rows)[number], (typeof rows)[number]];
    expect(found.person).toEqual({ id: withSession, name: 'Ada' });
    expect(found.session).toMatchObject({
      userId: withSession,
      expiresAt: new Date('2030-01-02T03:04:05Z'),
      userAgent: null,
    });
    expect(found.session?.createdAt).toBeInstanceOf(Date);
    expect(found.doubled).toBe(withSession * 2);
    expect(found.label).toBe('nAda');
    expect(found.createdAt).toBeInstanceOf(Date);
    expect(missing.person).toEqual({ id: withoutSession, name: 'Bo' });
    expect(missing.session).toBeNull();
    expect(missing.doubled).toBe(withoutSession * 2);
    // Each row is its own object graph: changing one changes no other row or later result.
    expect(found.person).not.toBe(missing.person);
    found.person.name = 'changed';
  }
});

it('maps an unprepared query with the same rules', async () => {
  const rows = await handle.db
    .select({
      person: { name: users.name },
      session: { id: sessions.id, expiresAt: sessions.expiresAt },
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(inArray(users.id, [withSession, withoutSession]))
    .orderBy(asc(users.id));
  expect(rows).toEqual([
    {
      person: { name: 'Ada' },
      session: { id: expect.any(Number), expiresAt: new Date('2030-01-02T03:04:05Z') },
    },
    { person: { name: 'Bo' }, session: null },
  ]);
});

// drizzle 0.45.4, the current release, still nulls such an object (it decides on the object's first column), so the
// API's left joins select flat columns. When this starts failing, an upgrade fixed it: make it a plain `it`.
it.fails('keeps a left-joined object whose first selected column is null', async () => {
  const rows = await handle.db
    .select({
      person: { name: users.name },
      session: { userAgent: sessions.userAgent, expiresAt: sessions.expiresAt },
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(inArray(users.id, [withSession, withoutSession]))
    .orderBy(asc(users.id));
  expect(rows).toEqual([
    {
      person: { name: 'Ada' },
      session: { userAgent: null, expiresAt: new Date('2030-01-02T03:04:05Z') },
    },
    { person: { name: 'Bo' }, session: null },
  ]);
});
