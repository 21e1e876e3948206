import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt, userRef } from './columns';
import { applications } from './jobs';
import { candidatePitches } from './pitches';

export const automatedScore = pgEnum('automated_score', ['mood', 'confidence']);
export const scoreReviewStatus = pgEnum('score_review_status', ['open', 'reviewed']);

/**
 * A member's judgement in place of an automated score, per application and score (set again: replaced; every change
 * is also in the audit log with who, when and why).
 */
export const scoreOverrides = pgTable(
  'score_overrides',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    orgId: userRef('org_id'),
    score: automatedScore('score').notNull(),
    level: smallint('level').notNull(),
    judgement: text('judgement').notNull(),
    reason: text('reason').notNull(),
    // The record outlives its author's account.
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('score_overrides_application_score_unique').on(t.applicationId, t.score),
    index('score_overrides_org_idx').on(t.orgId, t.applicationId),
  ],
);

/** A candidate's request for a human review of their pitch's automated scores: one open at a time per pitch. */
export const scoreReviewRequests = pgTable(
  'score_review_requests',
  {
    id: id(),
    pitchId: integer('pitch_id')
      .notNull()
      .references(() => candidatePitches.id, { onDelete: 'cascade' }),
    candidateId: userRef('candidate_id'),
    status: scoreReviewStatus('status').notNull().default('open'),
    message: text('message'),
    moodScore: real('mood_score'),
    confidenceScore: real('confidence_score'),
    reviewedByOrg: integer('reviewed_by_org').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('score_review_requests_one_open')
      .on(t.pitchId)
      .where(sql`${t.status} = 'open'`),
    index('score_review_requests_candidate_idx').on(t.candidateId, t.id),
  ],
);

/** An organisation's choice about automated scores; no row means the default (on). */
export const orgScoreSettings = pgTable('org_score_settings', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  automatedScores: boolean('automated_scores').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
