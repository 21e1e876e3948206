import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * Platform figures kept as they change (the admin dashboard reads these instead of counting whole tables):
 * statement-level triggers on users, jobs, candidate_pitches and applications add each statement's change to
 * one of a few shards per figure (by backend, so concurrent writers seldom wait on one row); a figure is the sum
 * of its shards. Names: `users.<role>`, `users.week.<YYYY-MM-DD>` (UTC Monday of the registration week),
 * `jobs`, `jobs.active`, `pitches`, `pitches.active`, `applications`. See migration 0024.
 */
export const statCounters = pgTable(
  'stat_counters',
  {
    name: text('name').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);
