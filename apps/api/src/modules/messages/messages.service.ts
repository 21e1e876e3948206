import { and, desc, eq, getTableColumns, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@takeoff/shared/common';
import {
  MESSAGE_TEXTS,
  type Message,
  type ReplyRequest,
  type SendMessageRequest,
  type ThreadMessages,
} from '@takeoff/shared/messages';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { messages } from '../../db/schema/messages';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { candidateIdentity, hasAppliedToCompany } from '../applications/candidate-identity';
import { assertCompanyTermsAccepted } from '../consent/consent-state';
import {
  assertMayContactCandidate,
  recordUnsolicitedContact,
  type Contact,
} from '../consent/contact-guard';
import { queueMail } from '../mail/mail.service';
import { localCandidateLabel } from '../../i18n';

type Deps = Pick<AppDeps, 'db' | 'notifications' | 'mail'>;
/** A message row, with the name of the member who wrote it when it is a company's. */
export type MessageRow = typeof messages.$inferSelect & { sentByName: string | null };

const authors = alias(users, 'author');

export const toMessage = (row: MessageRow, actor: SessionUser): Message => ({
  id: row.id,
  companyId: row.companyId,
  candidateId: row.candidateId,
  mine: row.senderId === actor.partyId,
  sentBy:
    actor.role === 'company' && row.sentBy !== null
      ? { id: row.sentBy, name: row.sentByName ?? '' }
      : null,
  subject: row.subject,
  body: row.body,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The (company, candidate) pair of the caller's thread with a partner; the caller is always one side. */
export const threadKey = (actor: SessionUser, partnerId: number) =>
  actor.role === 'company'
    ? { companyId: actor.partyId, candidateId: partnerId }
    : { companyId: partnerId, candidateId: actor.partyId };

export const inThread = (key: { companyId: number; candidateId: number }) =>
  and(eq(messages.companyId, key.companyId), eq(messages.candidateId, key.candidateId));

/** The thread partner, as the caller may see them: companies see a candidate by name only once they applied to it. */
export async function partnerOf(deps: Deps, actor: SessionUser, partnerId: number) {
  const wanted = actor.role === 'company' ? 'candidate' : 'company';
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, partnerId))
    .limit(1);
  if (row?.role !== wanted)
    throw AppError.notFound(wanted === 'candidate' ? 'Candidate not found' : 'Company not found');
  if (wanted === 'company') return { id: row.id, role: wanted, name: row.name } as const;
  return {
    id: row.id,
    role: wanted,
    name: candidateIdentity(row, await hasAppliedToCompany(deps.db, row.id, actor.partyId)).label,
  } as const;
}

async function insertAndNotify(
  deps: Deps,
  actor: SessionUser,
  key: { companyId: number; candidateId: number },
  subject: string | null,
  body: string,
  contact: Contact = 'ongoing',
) {
  const recipientId = actor.role === 'company' ? key.candidateId : key.companyId;
  const sender =
    actor.role === 'company'
      ? actor.partyName
      : candidateIdentity(actor, await hasAppliedToCompany(deps.db, actor.partyId, key.companyId))
          .label;
  const { row, created } = await deps.db.transaction(async (tx) => {
    if (contact === 'new')
      await recordUnsolicitedContact(tx, key.companyId, key.candidateId, 'message');
    const [inserted] = await tx
      .insert(messages)
      .values({
        ...key,
        senderId: actor.partyId,
        sentBy: actor.role === 'company' ? actor.id : null,
        subject,
        body,
      })
      .returning();
    const created = await deps.notifications.create(tx, {
      to: { userId: recipientId },
      actorId: actor.partyId,
      type: 'new_message',
      entityType: 'message',
      entityId: inserted!.id,
      text: (t) => ({
        title: t('newMessage.title', { sender: localCandidateLabel(t, sender) }),
        message: subject ?? body.slice(0, 120),
      }),
    });
    const [recipient] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, recipientId));
    await queueMail(
      deps,
      tx,
      'new_message',
      { email: recipient!.email, userId: recipientId },
      {
        threadId: `${key.companyId}-${key.candidateId}`,
        messageId: inserted!.id,
        recipientName: recipient!.name,
        recipientRole: actor.role === 'company' ? 'candidate' : 'company',
        senderLabel: sender,
        subject,
      },
    );
    return { row: inserted!, created };
  });
  deps.notifications.publish(created);
  return toMessage({ ...row, sentByName: actor.name }, actor);
}

/**
 * Seeds' POST /api/messages: a company writes to a candidate from their pitch (which opens or continues
 * the thread). Refused for a company that withdrew its terms (403) and as new contact with a withdrawn candidate (409).
 */
export async function sendMessage(deps: Deps, company: SessionUser, input: SendMessageRequest) {
  await partnerOf(deps, company, input.toCandidateId);
  await assertCompanyTermsAccepted(deps.db, company);
  const contact = await assertMayContactCandidate(deps.db, company, input.toCandidateId);
  return insertAndNotify(
    deps,
    company,
    threadKey(company, input.toCandidateId),
    input.subject,
    input.body,
    contact,
  );
}

/** A message in an existing thread. A candidate may write only to a company that wrote to them first. */
export async function reply(
  deps: Deps,
  actor: SessionUser,
  partnerId: number,
  input: ReplyRequest,
) {
  await partnerOf(deps, actor, partnerId);
  const key = threadKey(actor, partnerId);
  let contact: Contact = 'ongoing';
  if (actor.role === 'candidate') {
    const [opened] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(inThread(key), eq(messages.senderId, partnerId)))
      .limit(1);
    if (!opened) throw AppError.forbidden(MESSAGE_TEXTS.cannotStart, 'THREAD_NOT_OPENED');
  } else {
    // Writing into a thread that does not exist yet is starting contact: the same guard as from the pitch.
    contact = await assertMayContactCandidate(deps.db, actor, partnerId);
  }
  return insertAndNotify(deps, actor, key, input.subject ?? null, input.body, contact);
}

/** The caller's thread with a partner, newest first. A company reads only its own threads by construction. */
export async function getThread(
  deps: Deps,
  actor: SessionUser,
  partnerId: number,
  page: PageQuery,
): Promise<ThreadMessages> {
  const partner = await partnerOf(deps, actor, partnerId);
  const where: SQL[] = [inThread(threadKey(actor, partnerId))!];
  if (page.cursor) where.push(lt(messages.id, decodeIdCursor(page.cursor)));
  const rows = await deps.db
    .select({ ...getTableColumns(messages), sentByName: authors.name })
    .from(messages)
    .leftJoin(authors, eq(authors.id, messages.sentBy))
    .where(and(...where))
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  return {
    partner,
    items: items.map((r) => toMessage(r, actor)),
    nextCursor: more && items.length ? encodeIdCursor(items.at(-1)!.id) : null,
  };
}

/** Marks every message the partner sent in this thread as read, and the notifications that announced them. */
export async function markThreadRead(deps: Deps, actor: SessionUser, partnerId: number) {
  await partnerOf(deps, actor, partnerId);
  const read = await deps.db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        inThread(threadKey(actor, partnerId)),
        ne(messages.senderId, actor.partyId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  // A message read in its open thread is no longer news: the bell must not keep counting it.
  await deps.notifications.markReadAbout(
    actor,
    'message',
    read.map((row) => row.id),
  );
}

export async function unreadCount(deps: Deps, actor: SessionUser) {
  const side =
    actor.role === 'company'
      ? eq(messages.companyId, actor.partyId)
      : eq(messages.candidateId, actor.partyId);
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(side, ne(messages.senderId, actor.partyId), isNull(messages.readAt)));
  return { count: Number(row?.count ?? 0) };
}
