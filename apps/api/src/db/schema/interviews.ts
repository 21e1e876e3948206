import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, userRef } from './columns';
import { jobs } from './jobs';

export const interviewStatus = pgEnum('interview_status', [
  'scheduled',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
]);

export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    companyId: userRef('company_id'),
    candidateId: userRef('candidate_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    timeSlotId: integer('time_slot_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    status: interviewStatus('status').notNull().default('scheduled'),
    meetingLink: text('meeting_link'),
    meetingProvider: text('meeting_provider'),
    notes: text('notes'),
    /** Why the company cancelled, shown to the candidate. */
    cancellationReason: text('cancellation_reason'),
    /** The organisation member who scheduled it (a join request accepted counts); null for older rows. */
    scheduledBy: integer('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    /** RFC 5545 SEQUENCE: every move or cancellation raises it, so calendar clients apply the update. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  // (owner, start, id): the keyset order of the interview lists, both directions.
  (t) => [
    index('interviews_company_idx').on(t.companyId, t.scheduledAt, t.id),
    index('interviews_candidate_idx').on(t.candidateId, t.scheduledAt, t.id),
  ],
);

export const slotStatus = pgEnum('slot_status', ['open', 'full']);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    companyId: userRef('company_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(60),
    maxCandidates: integer('max_candidates').notNull().default(1),
    currentCandidates: integer('current_candidates').notNull().default(0),
    status: slotStatus('status').notNull().default('open'),
    meetingLink: text('meeting_link'),
    /** Set when the company closes the slot: no more joins. Kept apart from `status`, which counts seats. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The keyset order of the slot lists: a company's own, and every company's (candidates, admins).
    index('time_slots_company_idx').on(t.companyId, t.scheduledAt, t.id),
    index('time_slots_scheduled_idx').on(t.scheduledAt, t.id),
    index('time_slots_open_idx').on(t.status, t.scheduledAt),
    check(
      'time_slots_seats_check',
      sql`${t.currentCandidates} >= 0 and ${t.currentCandidates} <= ${t.maxCandidates}`,
    ),
  ],
);

export const joinRequestStatus = pgEnum('join_request_status', ['pending', 'accepted', 'rejected']);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    candidateId: userRef('candidate_id'),
    status: joinRequestStatus('status').notNull().default('pending'),
    message: text('message'),
    meetingLink: text('meeting_link'),
    interviewId: integer('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    requestedAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('join_requests_slot_candidate_unique').on(t.timeSlotId, t.candidateId),
    index('join_requests_candidate_idx').on(t.candidateId, t.id),
  ],
);
