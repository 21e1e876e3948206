import { eq, inArray, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@takeoff/shared/locale';
import {
  eventFor,
  type Notification,
  type NotificationEntityType,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPage,
  type ServerToClientUpdates,
  type UpdateEvent,
} from '@takeoff/shared/notifications';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notifications } from '../../db/schema/notifications';
import { localeOr, serverT, type NotificationsT } from '../../i18n';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import {
  isRecipient,
  listQuery,
  unreadCountQuery,
  type NotificationAudience,
} from './notifications.queries';

export type { NotificationAudience } from './notifications.queries';
export type Recipients =
  { userId: number } | { userIds: number[] } | { audience: NotificationAudience };

export interface NotificationText {
  title: string;
  message: string;
}

/** The texts the server writes, from the `notifications` catalogue (modules/notifications/locales) in one language. */
export type NotificationTexts = (t: NotificationsT, locale: Locale) => NotificationText;

interface NotifyBase {
  to: Recipients;
  /** The user whose action caused it. */
  actorId?: number | null;
  type: string;
  entityType: NotificationEntityType;
  entityId?: number | null;
  avatarUrl?: string | null;
  /** The moment it is about, kept as data (the text never carries a raw timestamp). */
  occursAt?: Date | null;
}

/**
 * Either texts a person wrote, in their language (an announcement), or `text`: what the server writes, rendered
 * in every language — a recipient gets theirs at creation; an audience row keeps English, and each reader gets
 * their own language when the list is read or pushed.
 */
export type NotifyInput = NotifyBase &
  (
    | { title: string; message: string; text?: undefined }
    | { text: NotificationTexts; title?: undefined; message?: undefined }
  );

type Translations = Partial<Record<Locale, NotificationText>>;

const renderTexts = (text: NotificationTexts): Record<Locale, NotificationText> =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, text(serverT(locale, 'notifications'), locale)]),
  ) as Record<Locale, NotificationText>;

/** Where pushes go: Socket.IO rooms in the server, a recorder in tests. */
export interface NotificationEmitter {
  toUser(userId: number, event: NotificationEvent, notification: Notification): void;
  /** A live update (not a notification) to every socket of one user; `pushUpdate` pairs event and payload. */
  updateUser(
    userId: number,
    event: UpdateEvent,
    payload: Parameters<ServerToClientUpdates[UpdateEvent]>[0],
  ): void;
  /** `exceptUserId`: the actor, who does not see their own audience notifications (see `list`). */
  toAudience(
    audience: NotificationAudience,
    event: NotificationEvent,
    notification: Notification,
    exceptUserId?: number | null,
    localized?: Partial<Record<Locale, Notification>>,
  ): void;
}

interface Created {
  row: typeof notifications.$inferSelect;
}

/** The audience a user hears: companies' broadcasts (new pitches: browsing talent) are not for an interviewer. */
export const audienceOf = (user: Pick<SessionUser, 'role' | 'org'>): NotificationAudience | null =>
  user.role === 'company'
    ? user.org?.role === 'interviewer'
      ? null
      : 'companies'
    : user.role === 'candidate'
      ? 'candidates'
      : null;

const isoOrNull = (value: unknown) =>
  value == null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

/** `locale`: the reader's language; the texts in it when the row has them, else as stored. */
function toNotification(
  row: Record<string, unknown>,
  isRead: boolean,
  locale?: Locale,
): Notification {
  const createdAt = row.createdAt ?? row.created_at;
  const translated = locale
    ? (row.translations as Translations | null | undefined)?.[locale]
    : undefined;
  return {
    id: Number(row.id),
    type: String(row.type),
    entityType: String(row.entityType ?? row.entity_type) as NotificationEntityType,
    entityId:
      (row.entityId ?? row.entity_id) == null ? null : Number(row.entityId ?? row.entity_id),
    title: translated?.title ?? String(row.title),
    message: translated?.message ?? String(row.message),
    avatarUrl: (row.avatarUrl ?? row.avatar_url ?? null) as string | null,
    occursAt: isoOrNull(row.occursAt ?? row.occurs_at),
    isRead,
    createdAt:
      createdAt instanceof Date
        ? createdAt.toISOString()
        : new Date(String(createdAt)).toISOString(),
  };
}

/**
 * The one place notifications are written and pushed. Direct notifications get a row per
 * recipient; audience notifications (all companies, all candidates) get one row, and each user's
 * read state is kept beside it, so posting to 100,000 users costs one insert.
 */
export class NotificationService {
  private emitter: NotificationEmitter | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  setEmitter(emitter: NotificationEmitter | null) {
    this.emitter = emitter;
  }

  /** Writes inside the caller's transaction; call `publish` with the result after it commits. */
  async create(exec: Executor, input: NotifyInput): Promise<Created[]> {
    const translations = input.text ? renderTexts(input.text) : null;
    const base = {
      actorId: input.actorId ?? null,
      type: input.type,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      ...(translations ? translations.en : { title: input.title!, message: input.message! }),
      translations,
      avatarUrl: input.avatarUrl ?? null,
      occursAt: input.occursAt ?? null,
    };
    const to = input.to;
    if ('userId' in to) {
      // One recipient (an application, a message, a stage move: the commonest write), in their language.
      const [recipient] = translations
        ? await exec.select({ locale: users.locale }).from(users).where(eq(users.id, to.userId))
        : [];
      const texts = translations ? translations[localeOr(recipient?.locale)] : base;
      const rows = await exec
        .insert(notifications)
        .values({
          ...base,
          title: texts.title,
          message: texts.message,
          audience: 'user',
          recipientId: to.userId,
        })
        .returning();
      return rows.map((row) => ({ row }));
    }
    let values: (typeof notifications.$inferInsert)[];
    if ('audience' in to) values = [{ ...base, audience: to.audience, recipientId: null }];
    else {
      const ids = [...new Set(to.userIds)];
      // Each recipient's row is written in their language (English when they chose none).
      const locales =
        translations && ids.length > 0
          ? await exec
              .select({ id: users.id, locale: users.locale })
              .from(users)
              .where(inArray(users.id, ids))
          : [];
      const localeOf = new Map(locales.map((row) => [row.id, localeOr(row.locale)]));
      values = ids.map((recipientId) => ({
        ...base,
        ...(translations ? translations[localeOf.get(recipientId) ?? 'en'] : {}),
        audience: 'user' as const,
        recipientId,
      }));
    }
    if (values.length === 0) return [];
    const rows = await exec.insert(notifications).values(values).returning();
    return rows.map((row) => ({ row }));
  }

  /**
   * Pushes rows that are already committed. A failed push never fails the caller: the row is the
   * source of truth and clients re-fetch the list and the count when they reconnect.
   */
  publish(created: Created[]) {
    if (!this.emitter) return;
    for (const { row } of created) {
      try {
        const payload = toNotification(row, false);
        const event = eventFor(row.type);
        if (row.audience === 'user' && row.recipientId != null)
          this.emitter.toUser(row.recipientId, event, payload);
        else if (row.audience !== 'user') {
          const localized = row.translations
            ? Object.fromEntries(
                LOCALES.map((locale) => [locale, toNotification(row, false, locale)]),
              )
            : undefined;
          this.emitter.toAudience(row.audience, event, payload, row.actorId, localized);
        }
      } catch (error) {
        this.logger?.warn({ err: error, notificationId: row.id }, 'notification push failed');
      }
    }
  }

  /** Pushes live state (a pitch video's progress) to one user's sockets; like `publish`, never fails the caller. */
  pushUpdate<E extends UpdateEvent>(
    userId: number,
    event: E,
    payload: Parameters<ServerToClientUpdates[E]>[0],
  ) {
    try {
      this.emitter?.updateUser(userId, event, payload);
    } catch (error) {
      this.logger?.warn({ err: error, event }, 'live update push failed');
    }
  }

  async notify(input: NotifyInput) {
    const created = await this.create(this.db, input);
    this.publish(created);
    return created.map(({ row }) => toNotification(row, false));
  }

  async list(actor: SessionUser, page: NotificationListQuery): Promise<NotificationPage> {
    const before = page.cursor ? decodeIdCursor(page.cursor) : null;
    const audience = audienceOf(actor);
    const limit = page.limit + 1;
    const result = await this.db.execute(
      listQuery(actor, audience, before, limit, page.unread === 'true'),
    );
    const rows = result.rows as Record<string, unknown>[];
    // Texts the server wrote read in the reader's current language (an audience row, or one written before a change).
    const locale = localeOr(actor.locale);
    const items = rows
      .slice(0, page.limit)
      .map((r) => toNotification(r, Boolean(r.is_read), locale));
    const last = items.at(-1);
    return { items, nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.id) : null };
  }

  async unreadCount(actor: SessionUser): Promise<number> {
    const audience = audienceOf(actor);
    const result = await this.db.execute(unreadCountQuery(actor, audience));
    return Number((result.rows[0] as { count: unknown }).count);
  }

  async markRead(actor: SessionUser, id: number) {
    const audience = audienceOf(actor);
    const direct = await this.db.execute(sql`
      update notifications set read_at = coalesce(read_at, now())
       where id = ${id} and ${isRecipient(actor, sql`recipient_id`)} returning id`);
    if (direct.rows.length > 0) return;
    const shared = await this.db.execute(sql`
      insert into notification_reads (user_id, notification_id)
      select ${actor.partyId}, n.id from notifications n
       where n.id = ${id} and n.audience = ${audience ?? 'user'} and ${audience !== null}
         and n.created_at >= ${actor.createdAt.toISOString()} and n.actor_id is distinct from ${actor.partyId}
      on conflict do nothing returning notification_id`);
    if (shared.rows.length > 0) return;
    // Already read, or not this user's: distinguish without revealing other users' notifications.
    const visible = await this.db.execute(sql`
      select 1 from notification_reads where user_id = ${actor.partyId} and notification_id = ${id}`);
    if (visible.rows.length === 0) throw AppError.notFound('Notification not found');
  }

  /** Marks read my direct notifications about these entities (the messages of a thread I opened): the bell stops counting them. */
  async markReadAbout(
    actor: SessionUser,
    entityType: NotificationEntityType,
    entityIds: readonly number[],
    exec: Executor = this.db,
  ) {
    if (entityIds.length === 0) return;
    await exec.execute(sql`
      update notifications set read_at = now()
       where ${isRecipient(actor, sql`recipient_id`)} and read_at is null
         and entity_type = ${entityType} and entity_id in (${sql.join(
           entityIds.map((id) => sql`${id}`),
           sql`, `,
         )})`);
  }

  async markAllRead(actor: SessionUser) {
    const audience = audienceOf(actor);
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`update notifications set read_at = now() where ${isRecipient(actor, sql`recipient_id`)} and read_at is null`,
      );
      if (!audience) return;
      await tx.execute(sql`
        insert into notification_watermarks (user_id, read_up_to_id)
        select ${actor.partyId}, coalesce(max(id), 0) from notifications where audience = ${audience}
        on conflict (user_id) do update set read_up_to_id = greatest(notification_watermarks.read_up_to_id, excluded.read_up_to_id)`);
    });
  }
}
