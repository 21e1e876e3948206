import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { isoTime } from './iso-time';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase();
}, 120_000);

it('writes a timestamptz as Date#toISOString writes it, whatever the session time zone', async () => {
  const values = [
    '2026-11-06 22:45:05.999999+00',
    '2026-11-06 22:45:05.0005+02',
    '2026-01-01 00:00:00+00',
    '1999-12-31 23:59:59.123-05:30',
    '2026-03-29 01:30:00.5+00',
  ];
  const arrayLiteral = `{${values.map((v) => `"${v}"`).join(',')}}`;
  for (const zone of ['UTC', 'Europe/Athens', 'America/St_Johns']) {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
      const result = await tx.execute<{ iso: string; at: string }>(
        sql`select ${isoTime(sql`t`)} as iso, (t at time zone 'UTC')::text as at from unnest(${arrayLiteral}::timestamptz[]) t`,
      );
      return result.rows;
    });
    // The JavaScript side: the same instant parsed from its UTC text, then formatted.
    expect(
      rows.map((r) => r.iso),
      zone,
    ).toEqual(rows.map((r) => new Date(`${r.at}Z`).toISOString()));
  }
});
