import { sql } from 'drizzle-orm';
import type { MailJobData } from '../modules/mail/mail-queue';
import type { TestContext } from './harness';

/** Mail queued in the shared test database by earlier files is dropped, so a worker started now sends only this file's. */
export async function discardQueuedMail(ctx: TestContext) {
  await ctx.deps.db.execute(
    sql`delete from pgboss.job where name = 'mail' and state in ('created', 'retry')`,
  );
}

/** The mail queued for an address, oldest first (what the worker would send), with each job's state. */
export async function queuedMailTo(ctx: TestContext, email: string) {
  const result = await ctx.deps.db.execute(
    sql`select id, state, data from pgboss.job where name = 'mail' and lower(data->>'to') = ${email.toLowerCase()} order by created_on, id`,
  );
  return (result.rows as { id: string; state: string; data: MailJobData }[]).map((row) => ({
    id: row.id,
    state: row.state,
    ...row.data,
  }));
}

/** Polls until `read` returns something truthy and not an empty list (background work after a response), or fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token in a mailed link (`…?token=…`). */
export const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token')!;
