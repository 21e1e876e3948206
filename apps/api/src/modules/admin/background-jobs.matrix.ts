import { sql } from 'drizzle-orm';
import { only, type MatrixFixture, type MatrixRow } from '../../test/matrix';

/** A failed job on a queue no worker serves (so a retry leaves it waiting, harmlessly). */
async function failedJob(f: MatrixFixture) {
  await f.ctx.deps.jobs.ensureQueue('matrix-probe', { retryLimit: 0, retryDelaySeconds: 1 });
  const id = await f.ctx.deps.jobs.send('matrix-probe', { probe: true });
  await f.ctx.deps.db.execute(
    sql`update pgboss.job set state = 'failed', output = '{"message":"probe failed"}'::jsonb, completed_on = now() where id::text = ${id}`,
  );
  return id!;
}

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/admin/background-jobs', expect: only.admin(200) },
  {
    method: 'post',
    path: '/api/admin/background-jobs/:id/retry',
    prepare: async (f) => ({ url: `/api/admin/background-jobs/${await failedJob(f)}/retry` }),
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/scheduled-jobs', expect: only.admin(200) },
  {
    // The admin figures' snapshot: the cheapest job to queue, harmless whenever a worker takes it. A run still
    // waiting from before (no worker serves it in the tests) would make this one a 409.
    method: 'post',
    path: '/api/admin/scheduled-jobs/:name/run',
    prepare: async (f) => {
      await f.ctx.deps.db.execute(
        sql`delete from pgboss.job where name = 'admin-figures' and state = 'created'`,
      );
      return { url: '/api/admin/scheduled-jobs/admin-figures/run' };
    },
    expect: only.admin(202),
  },
];
