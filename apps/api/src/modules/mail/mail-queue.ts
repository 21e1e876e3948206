import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Locale } from '@takeoff/shared/locale';
import type { JobQueue, RetryPolicy } from '../../background/job-queue';

export const MAIL_QUEUE = 'mail';

/** What a queued mail carries: the template renders it when the worker sends it. */
export interface MailJobData {
  template: string;
  to: string;
  /** The user it is for (null: an address without an account); erasure drops that user's queued mail. */
  userId: number | null;
  params: Record<string, unknown>;
  /**
   * The language to write in when the recipient has chosen none (or has no account): an invitation goes out in
   * the inviter's. The recipient's own choice (users.locale, read when the mail is sent) comes first; English last.
   */
  locale?: Locale | null;
}

/**
 * Mail on the background queue. Jobs are written in the transaction of the change that caused them; a worker takes
 * each once (SKIP LOCKED across instances); a thrown error retries it later with exponential backoff.
 */
export class MailQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly policy: RetryPolicy,
  ) {}

  async start() {
    await this.jobs.ensureQueue(MAIL_QUEUE, this.policy);
  }

  /** Queues a mail inside `exec` (a transaction, or the database for a change that is a single statement). */
  enqueue(exec: Executor, data: MailJobData, options: { startAfter?: Date } = {}) {
    // A send hangs at most a few minutes; past that another worker may take the job again.
    return this.jobs.send(MAIL_QUEUE, data, {
      exec,
      policy: this.policy,
      expireInSeconds: 300,
      ...options,
    });
  }

  /** Handles queued mail one at a time until stopWorking(); a handler that throws leaves the job to be retried. */
  work(handler: (job: { id: string; data: MailJobData }) => Promise<void>) {
    return this.jobs.work<MailJobData>(MAIL_QUEUE, handler);
  }

  stopWorking() {
    return this.jobs.stopWorking(MAIL_QUEUE);
  }

  /** Drops mail still waiting for a user (erasure); mail already sent is gone from our hands. */
  async dropQueuedFor(exec: Executor, userId: number) {
    await exec.execute(
      sql`delete from pgboss.job where name = ${MAIL_QUEUE} and state in ('created', 'retry') and (data->>'userId')::int = ${userId}`,
    );
  }

  /** Queued mail by state (tests). */
  async counts(exec: Executor) {
    const rows = await this.jobs.counts(exec);
    return Object.fromEntries(
      rows.filter((r) => r.name === MAIL_QUEUE).map((r) => [r.state, r.count]),
    ) as Record<string, number>;
  }
}
