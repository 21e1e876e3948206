import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';

export const MAIL_QUEUE = 'mail';

/** What a queued mail carries: the template renders it when the worker sends it. */
export interface MailJobData {
  template: string;
  to: string;
  /** The user it is for (null: an address without an account); erasure drops that user's queued mail. */
  userId: number | null;
  params: Record<string, unknown>;
}

export interface MailQueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Run pg-boss's maintenance (re-queue jobs whose worker died, archive old ones): on in servers, off in tests. */
  supervise: boolean;
  pollingIntervalSeconds?: number;
}

/** A statement pg-boss wrote with $n placeholders, as a Drizzle query with the same values bound. */
function boundSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss running its statements in the caller's transaction: the job exists only if the change that caused it commits. */
function inTransaction(exec: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await exec.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * The durable mail queue: pg-boss on the application's own database (the PostgreSQL server, or the embedded one,
 * through the same handle). Jobs are written in the transaction of the change that caused them; a worker takes
 * each with SKIP LOCKED, so with several instances each job is handled once; a thrown error retries it later
 * with exponential backoff.
 */
export class MailQueue {
  private readonly boss: PgBoss;

  constructor(
    database: DatabaseHandle,
    private readonly options: MailQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      supervise: options.supervise,
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', () => {});
  }

  /** Installs or upgrades pg-boss's schema and the mail queue. */
  async start() {
    await this.boss.start();
    if (!(await this.boss.getQueue(MAIL_QUEUE))) await this.boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, retentionDays: 14 });
  }

  /** Queues a mail inside `exec` (a transaction, or the database for a change that is a single statement). */
  enqueue(exec: Executor, data: MailJobData, options: { startAfter?: Date } = {}) {
    return this.boss.send(MAIL_QUEUE, data as unknown as object, {
      db: inTransaction(exec),
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      // A send hangs at most a few minutes; past that another worker may take the job again.
      expireInSeconds: 300,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  /** Handles queued mail one at a time until stop(); a handler that throws leaves the job to be retried. */
  async work(handler: (job: { id: string; data: MailJobData }) => Promise<void>) {
    await this.boss.work<MailJobData>(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const job of jobs) await handler({ id: job.id, data: job.data });
    });
  }

  async stopWorking() {
    await this.boss.offWork(MAIL_QUEUE);
  }

  /** Drops mail still waiting for a user (erasure); mail already sent is gone from our hands. */
  async dropQueuedFor(exec: Executor, userId: number) {
    await exec.execute(
      sql`delete from pgboss.job where name = ${MAIL_QUEUE} and state in ('created', 'retry') and (data->>'userId')::int = ${userId}`,
    );
  }

  /** Queued mail by state (tests and the operations view). */
  async counts(exec: Executor) {
    const result = (await exec.execute(
      sql`select state, count(*)::int as count from pgboss.job where name = ${MAIL_QUEUE} group by state`,
    )) as unknown as { rows: { state: string; count: number }[] };
    return Object.fromEntries(result.rows.map((r) => [r.state, r.count])) as Record<string, number>;
  }

  async stop() {
    await this.boss.stop({ graceful: true, timeout: 5_000, close: false });
  }
}
