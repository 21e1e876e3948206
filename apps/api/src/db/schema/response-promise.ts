import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt, userRef } from './columns';
import { applications } from './jobs';

/** An organisation's response promise (issue #41): a first answer within `promise_days` of an application. */
export const responsePromises = pgTable(
  'response_promises',
  {
    orgId: userRef('org_id').primaryKey(),
    promiseDays: smallint('promise_days').notNull().default(14),
    /** The organisation's own kind closing text per language; null: the default text of that language. */
    closingTextEn: text('closing_text_en'),
    closingTextEl: text('closing_text_el'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('response_promises_days_range', sql`${t.promiseDays} between 3 and 30`)],
);

/**
 * The promise clock of one application: the due time fixed when it was sent (a later change of the promise does
 * not move it), when a member first opened it, the one reminder, and the automatic closure. Applications sent
 * before the promise existed have no row: nobody promised them anything.
 */
export const applicationPromises = pgTable(
  'application_promises',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    orgId: userRef('org_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('application_promises_org_idx').on(t.orgId, t.appliedAt),
    // The clock's scan: only open promises, by due time.
    index('application_promises_open_idx')
      .on(t.dueAt)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** The record over the last 90 days, one row per organisation, written by the scheduled job (never on a visit). */
export const responseRecords = pgTable('response_records', {
  orgId: userRef('org_id').primaryKey(),
  /** Applications whose outcome is known: answered, or their promise ran out. */
  decided: integer('decided').notNull(),
  answeredInTime: integer('answered_in_time').notNull(),
  /** Median hours from application to first answer, over the answered ones; null when none was answered. */
  medianHours: real('median_hours'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/** Candidates a company keeps in its talent pool (chosen when rejecting): its pitches grid can filter on them. */
export const talentPool = pgTable(
  'talent_pool',
  {
    orgId: userRef('org_id'),
    candidateId: userRef('candidate_id'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.candidateId] }),
    index('talent_pool_candidate_idx').on(t.candidateId),
  ],
);
