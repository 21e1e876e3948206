import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { applications, jobs } from './jobs';
import { pitchVideos } from './pitch-videos';
import { createdAt, id, updatedAt, userRef } from './columns';

/** A flight's video answer settings; no row means never set (answers off, the promo's questions). */
export const jobAnswerSettings = pgTable(
  'job_answer_settings',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** 'promo' | 'own' (VideoAnswerQuestionSource). */
    questionSource: text('question_source').notNull().default('promo'),
    ownQuestions: text('own_questions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thinkingSeconds: integer('thinking_seconds').notNull(),
    answerSeconds: integer('answer_seconds').notNull(),
    /** Null: unlimited. */
    retakes: integer('retakes'),
    deadlineDays: integer('deadline_days').notNull(),
    allowUpload: boolean('allow_upload').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  // A user's deletion (set null) and their export find their rows by it, as every user reference.
  (t) => [index('job_answer_settings_updated_by_idx').on(t.updatedBy)],
);

/**
 * One application's request for answers: questions and settings are copied when asked, so later edits of the
 * flight do not change what a candidate was already asked.
 */
export const videoAnswerRequests = pgTable(
  'video_answer_requests',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: userRef('candidate_id'),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    questions: text('questions').array().notNull(),
    thinkingSeconds: integer('thinking_seconds').notNull(),
    answerSeconds: integer('answer_seconds').notNull(),
    retakes: integer('retakes'),
    allowUpload: boolean('allow_upload').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** The member who asked afterwards; null when asked by applying. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    accommodationReason: text('accommodation_reason'),
    accommodationRequestedAt: timestamp('accommodation_requested_at', { withTimezone: true }),
    /** 'extra_time' | 'written' | 'declined' (AccommodationDecision). */
    accommodationDecision: text('accommodation_decision'),
    accommodationExtraDays: integer('accommodation_extra_days'),
    accommodationNote: text('accommodation_note'),
    accommodationDecidedAt: timestamp('accommodation_decided_at', { withTimezone: true }),
    accommodationDecidedBy: integer('accommodation_decided_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_answer_requests_candidate_idx').on(t.candidateId, t.id.desc()),
    // A flight's deletion (cascade) and the erasure of its company's answers reach its requests by the flight.
    index('video_answer_requests_job_idx').on(t.jobId),
    // Most requests are asked by applying and never decided on: only the members' rows are indexed, for a user's
    // deletion (set null) and export.
    index('video_answer_requests_requested_by_idx')
      .on(t.requestedBy)
      .where(sql`${t.requestedBy} is not null`),
    index('video_answer_requests_decided_by_idx')
      .on(t.accommodationDecidedBy)
      .where(sql`${t.accommodationDecidedBy} is not null`),
    // The reminder job walks open requests by deadline.
    index('video_answer_requests_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.completedAt} is null and ${t.remindedAt} is null`),
  ],
);

/** One question of a request: when it was revealed, its current take, and the answer kept. */
export const videoAnswers = pgTable(
  'video_answers',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => videoAnswerRequests.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
    /** The current take's clock starts here (the first reveal, or the latest retake). */
    takeStartedAt: timestamp('take_started_at', { withTimezone: true }).notNull(),
    takes: integer('takes').notNull().default(1),
    videoId: integer('video_id').references(() => pitchVideos.id, { onDelete: 'set null' }),
    writtenText: text('written_text'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.questionIndex] }),
    index('video_answers_video_idx').on(t.videoId),
  ],
);
