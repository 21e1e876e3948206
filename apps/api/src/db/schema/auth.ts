import { sql } from 'drizzle-orm';
import type { Locale } from '@takeoff/shared/locale';
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

export const userRole = pgEnum('user_role', ['candidate', 'company', 'admin']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: userRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscriptionStatus: text('subscription_status'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account may no longer sign in (an admin no longer in the configuration). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Companies only: when an admin verified the organisation (its email domain and identity); null = not verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the user opened the verification link mailed to their current address; null = not verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language the person chose for the interface and their mail ('el' | 'en'); null = none yet (mail goes out in English). */
    locale: text('locale').$type<Locale>(),
    /** The person's IANA time zone (from their browser, or chosen): interview times in their mail use it; null = UTC. */
    timeZone: text('time_zone'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role, t.id),
    // The back office's newest users and its registrations-per-week chart.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The job form's company picker: companies in name order, a page at a time (keyset on name, id).
    index('users_company_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.role} = 'company'`),
    // The back office's job search matches company names by any substring; the company picker, word starts.
    index('users_company_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.role} = 'company'`),
    check('users_locale_check', sql`${t.locale} in ('el', 'en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', [
  'password_reset',
  'verify_email',
  'change_email',
]);

/**
 * Single-use links mailed to a user: stored as SHA-256 hashes, each valid until `expiresAt`, spent once (`usedAt`).
 * A newer token of the same purpose voids the older ones. `email`: the address the link was sent to (for
 * change_email, the new address; a verification link counts only while the user still has that address).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
