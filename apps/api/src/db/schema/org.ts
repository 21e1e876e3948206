import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, userRef } from './columns';
import { jobs } from './jobs';

export const orgRole = pgEnum('org_role', ['owner', 'recruiter', 'interviewer']);

/**
 * A company is an organisation: `org_id` is the company account every company row (jobs, threads, interviews...)
 * already belongs to, and each member is a user in at most one organisation. Exactly one owner per organisation.
 */
export const orgMembers = pgTable(
  'org_members',
  {
    userId: userRef('user_id').primaryKey(),
    orgId: userRef('org_id'),
    role: orgRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('org_members_org_idx').on(t.orgId, t.userId),
    uniqueIndex('org_members_one_owner')
      .on(t.orgId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** A pending invitation: the token is mailed and shown once, only its hash is kept; used or revoked, the row goes. */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: id(),
    orgId: userRef('org_id'),
    email: text('email').notNull(),
    role: orgRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('org_invitations_token_unique').on(t.tokenHash),
    index('org_invitations_org_idx').on(t.orgId, t.id),
  ],
);

/** The interviewers of a job: an interviewer sees only the jobs they are assigned to. */
export const jobInterviewers = pgTable(
  'job_interviewers',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    index('job_interviewers_user_idx').on(t.userId, t.jobId),
  ],
);
