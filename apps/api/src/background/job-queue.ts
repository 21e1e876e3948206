import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ADVISORY_LOCK, type DatabaseHandle, type Executor } from '../db/client';

export interface JobQueueOptions {
  /** Run pg-boss's maintenance (re-queue jobs whose worker died, archive old ones): on in servers, off in tests. */
  supervise: boolean;
  /** Run pg-boss's clock for cron schedules (each schedule fires once across instances): on in servers. */
  schedule: boolean;
  /** How often an idle worker looks for due jobs anyway: retries and cron jobs come without a wake-up. */
  pollingIntervalSeconds?: number;
  logger?: Pick<Logger, 'error'>;
}

/** The channel a sent job is announced on (its queue's name as the payload), so idle workers need not poll. */
const WAKE_CHANNEL = 'takeoff_jobs';

export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface WorkedJob<T> {
  id: string;
  data: T;
  /** Tries before this one, and how many retries the job has: the last try has retryCount === retryLimit. */
  retryCount: number;
  retryLimit: number;
}

export interface BackgroundJob {
  id: string;
  queue: string;
  state: string;
  error: string | null;
  retryCount: number;
  createdAt: string;
  completedAt: string | null;
}

/**
 * pg-boss running its statements in the caller's transaction: a job exists only if the change that caused it commits.
 * Its SQL text keeps its words; each `$n` becomes a bound parameter of drizzle's, run through the transaction.
 */
function inTransaction(exec: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/);
      const statement = sql.join(
        parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
      );
      return { rows: (await exec.execute(statement)).rows };
    },
  };
}

/**
 * The one durable queue for background work — mail, scheduled jobs — on pg-boss in the application's own database
 * (the PostgreSQL server, or the embedded one through the same handle). Workers take jobs with SKIP LOCKED, so with
 * several instances each job runs once; a handler that throws is retried with exponential backoff, then kept as
 * failed for the back office to inspect and retry.
 */
export class JobQueue {
  private readonly boss: PgBoss;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      supervise: options.supervise,
      schedule: options.schedule,
      migrate: true,
    });
    this.boss.on('error', (error) =>
      options.logger?.error({ err: error }, 'background job queue error'),
    );
  }

  private readonly workers = new Map<string, string[]>();
  private stopListening: (() => Promise<void>) | null = null;

  /** Installs or upgrades pg-boss's schema. */
  async start() {
    await this.boss.start();
  }

  /**
   * Creates a queue once (its retry policy applies to jobs sent without one). `expireInSeconds`: how long a job may
   * run before it counts as failed (pg-boss's default is 15 minutes).
   */
  async ensureQueue(name: string, policy: RetryPolicy, options: { expireInSeconds?: number } = {}) {
    const queue = {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      retentionDays: 14,
      ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
    };
    if (await this.boss.getQueue(name)) return void (await this.boss.updateQueue(name, queue));
    // Creating a queue adds a partition to pg-boss's job table; two creations at once (instances starting together
    // on a new database) deadlock in PostgreSQL. They take turns, and the later one finds the queue made.
    await this.database.exclusively(ADVISORY_LOCK.queueCreation, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
      else await this.boss.createQueue(name, queue);
    });
  }

  /**
   * Sends a job; with `exec`, inside that transaction. `singletonKey` + `singletonSeconds`: at most one such job per
   * time slot (two instances starting together send one catch-up).
   */
  async send(
    name: string,
    data: object,
    options: {
      exec?: Executor;
      policy?: RetryPolicy;
      startAfter?: Date;
      expireInSeconds?: number;
      singletonKey?: string;
      singletonSeconds?: number;
    } = {},
  ) {
    const id = await this.boss.send(name, data, {
      ...(options.exec ? { db: inTransaction(options.exec) } : {}),
      ...(options.policy
        ? {
            retryLimit: options.policy.retryLimit,
            retryDelay: options.policy.retryDelaySeconds,
            retryBackoff: true,
          }
        : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(options.singletonKey
        ? { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds ?? 60 }
        : {}),
    });
    // Inside a transaction the notification goes out when it commits, when the job becomes visible.
    if (id && !options.startAfter)
      await (options.exec ?? this.database.db).execute(
        sql`select pg_notify(${WAKE_CHANNEL}, ${name})`,
      );
    return id;
  }

  /** A cron schedule (in `timezone`): pg-boss's clock sends one job per due time, whichever instance sees it first. */
  schedule(name: string, cron: string, timezone: string) {
    return this.boss.schedule(name, cron, {}, { tz: timezone });
  }

  /**
   * Handles a queue's jobs until `stopWorking(name)`, `concurrency` at a time (default one) in this instance; a
   * handler that throws leaves the job to be retried. `retryCount` of `retryLimit`: whether this is the last try.
   */
  async work<T>(
    name: string,
    handler: (job: WorkedJob<T>) => Promise<void>,
    options: { concurrency?: number } = {},
  ) {
    this.stopListening ??= await this.database.listen(WAKE_CHANNEL, (queue) => {
      for (const worker of this.workers.get(queue) ?? []) this.boss.notifyWorker(worker);
    });
    // pg-boss 10 runs a worker's batch in turn: concurrency is that many workers, each taking one job.
    const ids: string[] = [];
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      // Assigned once work() answers; a job taken before that skips the early look.
      let id: string | undefined = undefined;
      id = await this.boss.work<T>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 30,
        },
        async (jobs) => {
          try {
            for (const job of jobs)
              await handler({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
          } finally {
            // A worker that took a job looks again at once rather than after its polling interval: one wake-up may
            // stand for several jobs (PostgreSQL folds equal notifications of one transaction into one), and a
            // backlog would otherwise drain one job per wake-up.
            if (id && jobs.length > 0) this.boss.notifyWorker(id);
          }
        },
      );
      ids.push(id);
    }
    this.workers.set(name, ids);
  }

  async stopWorking(name: string) {
    this.workers.delete(name);
    await this.boss.offWork(name);
  }

  /** Jobs by state (newest first): the back office's failed-jobs view. */
  async list(exec: Executor, state: string, limit: number): Promise<BackgroundJob[]> {
    const result = (await exec.execute(sql`
      select id::text as id, name as queue, state::text as state, output, retry_count as "retryCount", created_on as "createdAt", completed_on as "completedAt"
        from pgboss.job where state = ${state}::pgboss.job_state order by created_on desc, id limit ${limit}`)) as unknown as {
      rows: {
        id: string;
        queue: string;
        state: string;
        output: unknown;
        retryCount: number;
        createdAt: Date | string;
        completedAt: Date | string | null;
      }[];
    };
    return result.rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      state: row.state,
      error: errorOf(row.output),
      retryCount: row.retryCount,
      createdAt: new Date(row.createdAt).toISOString(),
      completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
    }));
  }

  /** Puts a failed job back on its queue; returns its queue, or null when there is no failed job with that id. */
  async retry(exec: Executor, id: string) {
    const result = (await exec.execute(
      sql`select name from pgboss.job where id::text = ${id} and state = 'failed'`,
    )) as unknown as { rows: { name: string }[] };
    const name = result.rows[0]?.name;
    if (!name) return null;
    await this.boss.retry(name, id);
    await this.database.db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${name})`);
    return name;
  }

  /** Whether a job of this queue is waiting for a worker or running now. */
  async waitingOrRunning(exec: Executor, name: string) {
    const result = (await exec.execute(
      sql`select 1 from pgboss.job where name = ${name} and state in ('created', 'active') limit 1`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }

  /** Jobs per queue and state (metrics). */
  async counts(exec: Executor) {
    const result = (await exec.execute(
      sql`select name, state::text as state, count(*)::int as count from pgboss.job group by name, state`,
    )) as unknown as {
      rows: { name: string; state: string; count: number }[];
    };
    return result.rows;
  }

  async stop() {
    await this.stopListening?.();
    this.stopListening = null;
    await this.boss.stop({ graceful: true, timeout: 5_000, close: false });
  }
}

/** The message pg-boss stored for a failed job (the error the handler threw). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value === 'string') return o.value;
  return JSON.stringify(output).slice(0, 500);
}
