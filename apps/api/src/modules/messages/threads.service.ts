import { sql } from 'drizzle-orm';
import type { ThreadList } from '@takeoff/shared/messages';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { appliedToCompany, candidateIdentity } from '../applications/candidate-identity';
import { toMessage, type MessageRow } from './messages.service';

/** Threads shown in an inbox: the most recent ones. */
export const THREAD_LIST_LIMIT = 100;

interface ThreadRow {
  applied: boolean;
  id: number;
  company_id: number;
  candidate_id: number;
  sender_id: number;
  sent_by: number | null;
  sent_by_name: string | null;
  subject: string | null;
  body: string;
  read_at: Date | string | null;
  created_at: Date | string;
  partner_id: number;
  partner_name: string;
  unread: number | string;
  thread_subject: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The caller's threads, newest activity first, each with its last message and unread count. */
export async function listThreads(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
): Promise<ThreadList> {
  const isCompany = actor.role === 'company';
  const side = isCompany
    ? sql`m.company_id = ${actor.partyId}`
    : sql`m.candidate_id = ${actor.partyId}`;
  const partner = isCompany ? sql`m.candidate_id` : sql`m.company_id`;
  const result = await deps.db.execute(sql`
    with mine as (select m.*, ${partner} as partner_id from messages m where ${side})
    select l.*, u.name as partner_name, (select a.name from users a where a.id = l.sent_by) as sent_by_name, ${isCompany ? appliedToCompany(sql`l.partner_id`, sql`${actor.partyId}::int`) : sql`false`} as applied,
      (select count(*)::int from mine x where x.partner_id = l.partner_id and x.sender_id <> ${actor.partyId} and x.read_at is null) as unread,
      (select x.subject from mine x where x.partner_id = l.partner_id and x.subject is not null order by x.id limit 1) as thread_subject
    from (select distinct on (partner_id) * from mine order by partner_id, id desc) l
    join users u on u.id = l.partner_id
    order by l.id desc
    limit ${THREAD_LIST_LIMIT}`);
  const rows = result.rows as unknown as ThreadRow[];
  return {
    items: rows.map((r) => {
      const message: MessageRow = {
        id: Number(r.id),
        companyId: Number(r.company_id),
        candidateId: Number(r.candidate_id),
        senderId: Number(r.sender_id),
        sentBy: r.sent_by == null ? null : Number(r.sent_by),
        sentByName: r.sent_by_name,
        subject: r.subject,
        body: r.body,
        readAt: r.read_at == null ? null : asDate(r.read_at),
        createdAt: asDate(r.created_at),
      };
      const partnerId = Number(r.partner_id);
      return {
        partner: {
          id: partnerId,
          role: isCompany ? 'candidate' : 'company',
          name: isCompany
            ? candidateIdentity({ id: partnerId, name: r.partner_name }, r.applied === true).label
            : r.partner_name,
        },
        subject: r.thread_subject,
        lastMessage: toMessage(message, actor),
        unreadCount: Number(r.unread),
      };
    }),
  };
}
