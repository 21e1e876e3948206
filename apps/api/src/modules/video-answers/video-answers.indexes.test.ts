import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';

const TABLES = ['job_answer_settings', 'video_answer_requests', 'video_answers'];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

describe('video answer tables', () => {
  // A foreign key without an index makes every delete of the row it points at (a flight, a user) read the whole
  // table, and so does any lookup by it (the company's erasure joins requests by flight).
  it('have an index led by every foreign key column, in the migrated database', async () => {
    const result = await ctx.deps.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f'
         and c.conrelid::regclass::text in (${sql.join(
           TABLES.map((t) => sql`${t}`),
           sql`, `,
         )})
         and not exists (select 1 from pg_index i
                          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1, 2`);
    expect(result.rows).toEqual([]);
    const tables = await ctx.deps.db.execute(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and conrelid::regclass::text = 'video_answer_requests'`,
    );
    // The check above is not empty by accident: the requests table alone has five foreign keys.
    expect(tables.rows[0]).toEqual({ n: 5 });
  });
});
