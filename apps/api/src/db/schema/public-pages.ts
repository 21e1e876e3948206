import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';

/**
 * Careers page addresses: each company's current slug and every slug it had before, so an old link
 * redirects (301) to the new one. A slug stays the company's once used: no other company can take it.
 */
export const companySlugs = pgTable(
  'company_slugs',
  {
    slug: text('slug').primaryKey(),
    companyId: userRef('company_id'),
    current: boolean('current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_slugs_current_unique')
      .on(t.companyId)
      .where(sql`${t.current}`),
    index('company_slugs_company_idx').on(t.companyId),
  ],
);
