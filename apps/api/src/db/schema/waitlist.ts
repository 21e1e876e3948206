import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';

export const waitlistEntries = pgTable('waitlist_entries', {
  userId: userRef('user_id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
