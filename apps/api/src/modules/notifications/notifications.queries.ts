import { sql } from 'drizzle-orm';
import { UNREAD_COUNT_CAP } from '@takeoff/shared/notifications';
import { readsOrganisationInbox, type SessionUser } from '../../http/session';

/** Who an audience notification is for: every company or every candidate. */
export type NotificationAudience = 'companies' | 'candidates';

/**
 * The two reads every page load makes, kept apart so the benchmark can EXPLAIN exactly them.
 * Direct rows come from notifications_recipient_idx / notifications_unread_idx; audience rows from
 * notifications_audience_idx, read state from the notification_reads primary key and the watermark.
 * An audience row is visible to users who existed when it was created, except its actor.
 */
/**
 * Direct notifications a user reads: their own, and for an owner or recruiter also their organisation's (its inbox
 * is about every job's applicants, which an interviewer may not see). One id for everyone else, so the common case
 * keeps its single-value index lookup.
 */
export const isRecipient = (actor: SessionUser, column = sql`n.recipient_id`) =>
  actor.partyId === actor.id || !readsOrganisationInbox(actor)
    ? sql`${column} = ${actor.id}`
    : sql`${column} in (${actor.partyId}, ${actor.id})`;

export function listQuery(
  actor: SessionUser,
  audience: NotificationAudience | null,
  before: number | null,
  limit: number,
  unreadOnly = false,
) {
  const beforeClause = before ? sql`and n.id < ${before}` : sql``;
  const directUnread = unreadOnly ? sql`and n.read_at is null` : sql``;
  const audienceUnread = unreadOnly
    ? sql`and n.id > coalesce(w.read_up_to_id, 0)
          and not exists (select 1 from notification_reads r where r.user_id = ${actor.partyId} and r.notification_id = n.id)`
    : sql``;
  return sql`
    select * from (
      (select n.*, n.read_at is not null as is_read
         from notifications n
        where ${isRecipient(actor)} ${beforeClause} ${directUnread}
        order by n.id desc limit ${limit})
      union all
      (select n.*, (n.id <= coalesce(w.read_up_to_id, 0)
                    or exists (select 1 from notification_reads r where r.user_id = ${actor.partyId} and r.notification_id = n.id)) as is_read
         from notifications n
         left join notification_watermarks w on w.user_id = ${actor.partyId}
        where n.audience = ${audience ?? 'user'} and ${audience !== null}
          and n.created_at >= ${actor.createdAt.toISOString()}
          and n.actor_id is distinct from ${actor.partyId} ${beforeClause} ${audienceUnread}
        order by n.id desc limit ${limit})
    ) t order by t.id desc limit ${limit}`;
}

/** Counts unread notifications up to UNREAD_COUNT_CAP: each part stops reading once it has that many. */
export function unreadCountQuery(actor: SessionUser, audience: NotificationAudience | null) {
  return sql`
    select least(${UNREAD_COUNT_CAP}::int,
      (select count(*) from (select 1 from notifications n where ${isRecipient(actor)} and n.read_at is null limit ${UNREAD_COUNT_CAP}) d)
      + (select count(*) from (select 1 from notifications n
          where n.audience = ${audience ?? 'user'} and ${audience !== null}
            and n.created_at >= ${actor.createdAt.toISOString()}
            and n.actor_id is distinct from ${actor.partyId}
            and n.id > coalesce((select read_up_to_id from notification_watermarks where user_id = ${actor.partyId}), 0)
            and not exists (select 1 from notification_reads r where r.user_id = ${actor.partyId} and r.notification_id = n.id)
          -- Newest first, as the list reads them: an ascending walk from the watermark would first
          -- filter out every older row of other audiences (400,000 at the bench's data set).
          order by n.id desc
          limit ${UNREAD_COUNT_CAP}) a)) as count`;
}
