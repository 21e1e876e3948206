import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, userRef } from './columns';

/**
 * Proof that an erasure was carried out. Deliberately holds no personal data (no email, no name):
 * the erased id is a plain number, not a reference, so the row outlives the user.
 */
export const gdprErasures = pgTable(
  'gdpr_erasures',
  {
    id: id(),
    erasedUserId: integer('erased_user_id').notNull(),
    role: text('role').notNull(),
    /** 'self', 'admin' or 'retention'. */
    requestedBy: text('requested_by').notNull(),
    /** The admin who carried it out; a plain number for the same reason. */
    adminId: integer('admin_id'),
    storageObjectsDeleted: integer('storage_objects_deleted').notNull().default(0),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gdpr_erasures_user_idx').on(t.erasedUserId)],
);

/** One row per inactivity period: the notice sent before retention deletes a candidate's pitch and videos. */
export const retentionNotices = pgTable(
  'retention_notices',
  {
    id: id(),
    userId: userRef('user_id'),
    /** The last activity the notice was computed from; new activity makes the notice stale. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  // One notice per inactivity period, even with every instance running the job.
  (t) => [uniqueIndex('retention_notices_period_unique').on(t.userId, t.lastActiveAt)],
);
