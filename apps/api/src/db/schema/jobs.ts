import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { JobTranslations } from '@takeoff/shared/job-translations';
import { users } from './auth';
import { mediaFiles } from './media';
import { createdAt, id, updatedAt, userRef } from './columns';

/** Full-text search document; PGlite and PostgreSQL both have it without extensions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobType = pgEnum('job_type', ['full-time', 'part-time', 'contract', 'internship']);
export const jobStatus = pgEnum('job_status', ['live', 'boarding', 'expiring', 'closed']);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: userRef('company_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    type: jobType('type').notNull().default('full-time'),
    experience: text('experience').notNull().default('Not specified'),
    salary: text('salary'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Title, description, location, experience, salary and skills for readers of another language, by locale. */
    translations: jsonb('translations')
      .$type<JobTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: jobStatus('status').notNull().default('live'),
    /** 'TO' + 4 digits (wider once those are crowded), generated server-side, unique. */
    flightNumber: text('flight_number').notNull(),
    /** HH:MM, set on creation. */
    departureTime: text('departure_time'),
    videoMediaId: integer('video_media_id').references(() => mediaFiles.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Reachable by link for signed-in users only: never on public pages' lists, the sitemap, feeds or JSON-LD. */
    unlisted: boolean('unlisted').notNull().default(false),
    /** The job's scorecard criteria; null means the default set (DEFAULT_SCORECARD_CRITERIA). */
    scorecardCriteria:
      jsonb('scorecard_criteria').$type<{ id: string; name: string; description: string }[]>(),
    /**
     * Title, company name, location and skills (and their translations), written by the jobs service on every create and
     * update (a generated column cannot read the company's name from users).
     */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_flight_number_unique').on(t.flightNumber),
    index('jobs_company_idx').on(t.companyId, t.id.desc().nullsFirst()),
    index('jobs_status_idx').on(t.status, t.id.desc().nullsFirst()),
    // The candidate board lists open jobs newest first: a keyset walk down this partial index.
    index('jobs_open_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'closed'`),
    // Public pages, the sitemap and feeds walk open public flights newest first.
    index('jobs_public_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'closed' and not ${t.unlisted}`),
    // Every prefix of every word of the document (job_search_prefixes, migration 0032): a search word is looked up
    // as a whole entry, which GIN answers several times faster than a prefix match (`word:*`) of the document itself.
    index('jobs_search_prefix_idx')
      .using('gin', sql`job_search_prefixes(${t.searchVector})`)
      .where(sql`${t.status} <> 'closed'`),
    // The back-office searches any substring of title and location (ILIKE '%…%'): trigram indexes.
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('jobs_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
  ],
);

export const applicationStatus = pgEnum('application_status', [
  'pending',
  'reviewed',
  'shortlisted',
  'interviewing',
  'hired',
  'rejected',
]);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: userRef('candidate_id'),
    status: applicationStatus('status').notNull().default('pending'),
    coverMessage: text('cover_message'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_unique').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.id.desc().nullsFirst()),
    index('applications_job_idx').on(t.jobId, t.id.desc().nullsFirst()),
  ],
);

/** Every pipeline move, timestamped (time-to-hire and funnel figures come from here). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.id)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: userRef('candidate_id'),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.jobId] }),
    index('saved_jobs_candidate_idx').on(
      t.candidateId,
      t.createdAt.desc().nullsFirst(),
      t.jobId.desc().nullsFirst(),
    ),
  ],
);
