import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt, userRef } from './columns';
import { applications } from './jobs';

export const scorecardRecommendation = pgEnum('scorecard_recommendation', [
  'strong_no',
  'no',
  'yes',
  'strong_yes',
]);

/** One member's evaluation of one application (one per member and application; edited in place). */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    orgId: userRef('org_id'),
    authorId: userRef('author_id'),
    ratings: jsonb('ratings')
      .$type<{ criterionId: string; score: number; note: string | null }[]>()
      .notNull(),
    recommendation: scorecardRecommendation('recommendation').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scorecards_application_author_unique').on(t.applicationId, t.authorId),
    index('scorecards_author_idx').on(t.authorId),
  ],
);

/** A recruiter asked a member for their scorecard on an application. */
export const scorecardRequests = pgTable(
  'scorecard_requests',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: userRef('member_id'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.memberId] })],
);
