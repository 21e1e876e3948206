import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@takeoff/shared/locale';
import { users } from './auth';

/** `user`: one recipient. `companies` / `candidates`: everyone of that role, read state kept per user (fan-out on read). */
export const notificationAudience = pgEnum('notification_audience', [
  'user',
  'companies',
  'candidates',
]);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audience: notificationAudience('audience').notNull(),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The user whose action caused it; their own audience notifications are not shown to them. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The texts in every language, for texts the server writes (null: written by a person, e.g. an announcement).
     * Readers get theirs; `title`/`message` hold the recipient's language at creation (English for an audience).
     */
    translations:
      jsonb('translations').$type<Partial<Record<Locale, { title: string; message: string }>>>(),
    avatarUrl: text('avatar_url'),
    /** The moment the notification is about (an interview's start), as data: clients write it in the reader's zone and language. */
    occursAt: timestamp('occurs_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx')
      .on(t.recipientId, t.id.desc().nullsFirst())
      .where(sql`${t.recipientId} is not null`),
    index('notifications_audience_idx')
      .on(t.audience, t.id.desc().nullsFirst())
      .where(sql`${t.audience} <> 'user'`),
    // The unread count of a user with many read notifications touches only the unread ones.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.recipientId} is not null and ${t.readAt} is null`),
    // Deleting a user sets actor_id null: without this, a scan of every notification.
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

/** Per-user read marks for audience notifications. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    // Deleting a notification cascades here; the primary key leads with user_id and cannot serve it.
    index('notification_reads_notification_idx').on(t.notificationId),
  ],
);

/** "Mark all as read" for audience notifications: everything up to this id counts as read. */
export const notificationWatermarks = pgTable('notification_watermarks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUpToId: integer('read_up_to_id').notNull(),
});
