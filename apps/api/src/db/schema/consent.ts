import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

/**
 * Consent records are appended, never updated or deleted: a withdrawal is a new record, and an
 * erased account keeps its records (user_id set null, the deletion noted) as the law requires.
 */
const consentColumns = () => ({
  id: id(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name'),
  email: text('email').notNull(),
  consentGiven: boolean('consent_given').notNull(),
  consentTimestamp: timestamp('consent_timestamp', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  sessionId: text('session_id'),
  termsVersion: text('terms_version').notNull(),
  privacyVersion: text('privacy_version').notNull(),
  /** Set when the account behind the record was erased. */
  accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const candidateConsents = pgTable('candidate_consents', consentColumns(), (t) => [
  index('candidate_consents_user_idx').on(t.userId, t.id.desc()),
]);
export const companyConsents = pgTable('company_consents', consentColumns(), (t) => [
  index('company_consents_user_idx').on(t.userId, t.id.desc()),
]);

export const unsolicitedContactKind = pgEnum('unsolicited_contact_kind', ['message', 'interview']);

/** Contact a company started with a candidate it had no relationship with: counted for the daily cap. */
export const unsolicitedContacts = pgTable(
  'unsolicited_contacts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: unsolicitedContactKind('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('unsolicited_contacts_company_idx').on(t.companyId, t.createdAt)],
);
