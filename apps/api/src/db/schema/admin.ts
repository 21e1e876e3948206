import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt, userRef } from './columns';

/** Every admin write: who, what, when, on which target (written in the write's own transaction). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    // Kept when the admin account goes away: the record outlives its author.
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * An admin's TOTP second factor; `pendingSecret` waits for a first valid code before it counts.
 * Both secrets are sealed with TOTP_ENCRYPTION_KEY. `lastUsedStep` is the 30-second time step of
 * the last accepted code: a code is accepted only for a later step, so a seen code cannot be replayed.
 */
export const adminTotp = pgTable('admin_totp', {
  userId: userRef('user_id').primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastUsedStep: integer('last_used_step'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as sha256 hashes. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: userRef('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/** What the admin dashboard's figures snapshot holds (`admin_figures.figures`). */
export interface PlatformFigures {
  /** Accounts per role. */
  usersByRole: Record<string, number>;
  /** Registrations per week (UTC Monday, `YYYY-MM-DD`) over the dashboard chart's weeks; empty weeks absent. */
  registrationsByWeek: Record<string, number>;
  jobs: number;
  activeJobs: number;
  pitches: number;
  activePitches: number;
  applications: number;
}

/**
 * The admin dashboard's platform figures, counted every five minutes by the scheduler (`admin-figures`) and shown
 * with the time they were taken: no count of whole tables on every visit, no trigger on every write. One row (id 1).
 */
export const adminFigures = pgTable('admin_figures', {
  id: smallint('id').primaryKey(),
  figures: jsonb('figures').$type<PlatformFigures>().notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});
