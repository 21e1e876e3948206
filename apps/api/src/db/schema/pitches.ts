import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt, userRef } from './columns';
import { pitchVideos } from './pitch-videos';

export const pitchStatus = pgEnum('pitch_status', ['available', 'onboarding', 'placement']);

export const candidatePitches = pgTable(
  'candidate_pitches',
  {
    id: id(),
    candidateId: userRef('candidate_id'),
    title: text('title').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    youtubeLink: text('youtube_link'),
    videoUrl: text('video_url'),
    thumbnailUrl: text('thumbnail_url'),
    /** The live Takeoff-hosted video (recorded or uploaded); when set it is played instead of youtubeLink. */
    videoId: integer('video_id').references(() => pitchVideos.id, { onDelete: 'set null' }),
    status: pitchStatus('status').notNull().default('available'),
    isActive: boolean('is_active').notNull().default(true),
    /** Protected pitches cannot be deleted by their owner (PROTECTED_PITCH). */
    isProtected: boolean('is_protected').notNull().default(false),
    orderIndex: integer('order_index'),
    /**
     * Whether the candidate's latest consent record is a withdrawal: kept in the transaction that appends
     * the record, so the company grid reads one partial index in order instead of probing consents per row.
     */
    consentWithdrawn: boolean('consent_withdrawn').notNull().default(false),
    transcript: text('transcript'),
    moodScore: real('mood_score'),
    confidenceScore: real('confidence_score'),
    /** The evidence behind the scores (terms found, hedges, fillers, pace). */
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One pitch per candidate, enforced by the database.
    uniqueIndex('candidate_pitches_candidate_unique').on(t.candidateId),
    // The company grid: active pitches of candidates who have not withdrawn consent, in board order.
    index('candidate_pitches_company_grid_idx')
      .on(
        sql`coalesce(${t.orderIndex}, 999)`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive} and not ${t.consentWithdrawn}`),
    // The same order over every pitch (admins list active and archived ones together).
    index('candidate_pitches_admin_order_idx').on(
      sql`coalesce(${t.orderIndex}, 999)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Private notes a company keeps on a candidate, visible only to that company. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: id(),
    companyId: userRef('company_id'),
    candidateId: userRef('candidate_id'),
    body: text('body').notNull(),
    /** The member who last wrote the note (the organisation shares one note per candidate). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('candidate_notes_company_candidate_unique').on(t.companyId, t.candidateId)],
);

export const profileViews = pgTable(
  'profile_views',
  {
    id: id(),
    candidateId: userRef('candidate_id'),
    companyId: userRef('company_id'),
    viewedAt: createdAt(),
    /** The UTC day of the view: a company's views of one pitch count once per day. */
    viewedOn: date('viewed_on', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
  },
  (t) => [
    index('profile_views_candidate_idx').on(t.candidateId),
    uniqueIndex('profile_views_once_a_day').on(t.candidateId, t.companyId, t.viewedOn),
  ],
);

/**
 * The latest partial transcript a user dictated (one row per user), so any API instance can answer
 * GET /api/confidence/simulate with a live analysis of it.
 */
export const liveTranscripts = pgTable('live_transcripts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  transcript: text('transcript').notNull(),
  elapsedSeconds: real('elapsed_seconds').notNull(),
  updatedAt: updatedAt(),
});
