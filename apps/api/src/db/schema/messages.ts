import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, userRef } from './columns';

/** A thread is the pair (company, candidate); each message says who sent it. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    companyId: userRef('company_id'),
    candidateId: userRef('candidate_id'),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation member who wrote a company's message (the sender is the company); null for a candidate's. */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject'),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.companyId, t.candidateId, t.id),
    index('messages_candidate_idx').on(t.candidateId, t.id.desc().nullsFirst()),
  ],
);
