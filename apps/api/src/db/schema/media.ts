import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Every uploaded file: the row points at the object in storage and records who uploaded it. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull().unique(),
    /**
     * What the URL carries (`mediaUrl(accessKey)`): 128 random bits, so nobody reaches a video by counting ids.
     * Two random UUIDs (244 random bits) hashed, cut to 32 hex characters; made by the database so every insert has one.
     */
    accessKey: text('access_key')
      .notNull()
      .unique()
      .default(
        sql`left(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 32)`,
      ),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'job_video' | 'promo_video' (MediaKind in shared); text so a new kind needs no migration. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_owner_idx').on(t.ownerId)],
);
