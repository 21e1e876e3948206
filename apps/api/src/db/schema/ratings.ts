import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt, userRef } from './columns';

export const ratingTarget = pgEnum('rating_target', ['candidate', 'company']);

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    raterId: userRef('rater_id'),
    targetId: userRef('target_id'),
    targetType: ratingTarget('target_type').notNull(),
    rating: smallint('rating').notNull(),
    /** The person who gave (or last changed) it: for a company's rating, which member of the organisation. */
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One rating per rater and target: a second one updates it.
    uniqueIndex('ratings_rater_target_unique').on(t.raterId, t.targetId),
    index('ratings_target_idx').on(t.targetId, t.targetType),
    index('ratings_week_idx').on(t.targetType, t.updatedAt),
    // Who gave a rating (a member of the rating organisation): a person's data export reads it, and deleting a
    // user clears it (`on delete set null`); without it both scan every rating.
    index('ratings_rated_by_idx')
      .on(t.ratedBy)
      .where(sql`${t.ratedBy} is not null`),
    check('ratings_range_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const rankingKind = pgEnum('ranking_kind', ['talent', 'employer']);

/**
 * One published week per kind: the unique key makes publication idempotent across instances.
 * `final` is false for a week published on demand while it is still running (admin, demo seed);
 * the scheduled publication after the week ends replaces such a row once and sets `final`.
 */
export const rankingPublications = pgTable(
  'ranking_publications',
  {
    id: id(),
    kind: rankingKind('kind').notNull(),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    weekEnd: timestamp('week_end', { withTimezone: true }).notNull(),
    final: boolean('final').notNull().default(true),
    publishedAt: createdAt(),
  },
  (t) => [uniqueIndex('ranking_publications_week_unique').on(t.kind, t.weekStart)],
);

export const rankingEntries = pgTable(
  'ranking_entries',
  {
    id: id(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => rankingPublications.id, { onDelete: 'cascade' }),
    subjectId: userRef('subject_id'),
    position: integer('position').notNull(),
    avgRating: real('avg_rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
  },
  (t) => [
    uniqueIndex('ranking_entries_publication_subject_unique').on(t.publicationId, t.subjectId),
    index('ranking_entries_position_idx').on(t.publicationId, t.position),
  ],
);
