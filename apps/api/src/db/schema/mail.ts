import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Which kinds of mail a user receives; no row = the defaults (MAIL_PREFERENCE_DEFAULTS). */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  interviews: boolean('interviews').notNull(),
  applications: boolean('applications').notNull(),
  messages: boolean('messages').notNull(),
  digest: boolean('digest').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What became of each queued mail: one row per queue job, written by the worker that handled it. `sent`, or
 * `failed` for a permanent refusal (5xx) — those are not retried. `topic` groups mail about one thing (a thread)
 * so the worker can space them out.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: text('job_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    topic: text('topic'),
    status: text('status', { enum: ['sent', 'failed', 'skipped'] }).notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_deliveries_job_unique').on(t.jobId),
    index('mail_deliveries_topic_idx').on(t.userId, t.topic, t.createdAt),
  ],
);
