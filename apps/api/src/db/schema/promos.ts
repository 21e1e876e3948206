import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProfileTranslations } from '@takeoff/shared/company-profiles';
import type { QuestionTranslations } from '@takeoff/shared/promo-constants';
import { createdAt, id, updatedAt, userRef } from './columns';

export const companyPromos = pgTable(
  'company_promos',
  {
    id: id(),
    companyId: userRef('company_id'),
    videoMediaId: integer('video_media_id'),
    questions: text('questions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The three questions for readers of another language, by locale ('' where one is not translated). */
    questionTranslations: jsonb('question_translations')
      .$type<QuestionTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_promos_company_unique').on(t.companyId)],
);

/** What a company says about itself on Explore Companies; the seeds' canned texts fill empty fields. */
export const companyProfiles = pgTable('company_profiles', {
  companyId: userRef('company_id').primaryKey(),
  description: text('description'),
  benefits: text('benefits')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  website: text('website'),
  /** Description and benefits for readers of another language, by locale (the main texts are in any language). */
  translations: jsonb('translations')
    .$type<ProfileTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const savedVideos = pgTable(
  'saved_videos',
  {
    candidateId: userRef('candidate_id'),
    promoId: integer('promo_id')
      .notNull()
      .references(() => companyPromos.id, { onDelete: 'cascade' }),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.promoId] })],
);
