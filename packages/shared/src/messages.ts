import { z } from 'zod';
import { plainText, singleLine } from './plain-text';
import { Id, pageOf } from './common';

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5_000;

export const MESSAGE_TEXTS = {
  dialogTitle: 'Send a Message',
  missingTitle: 'Missing Information',
  missingBody: 'Please fill in both subject and message body.',
  sendFailed: 'Failed to send message. Please try again.',
  sentTitle: 'Message Sent',
  sent: 'Your message has been sent to the candidate.',
  replyFailed: 'Failed to send reply. Please try again.',
  inboxEmpty: 'No messages yet',
  inboxEmptyHint: 'When a company writes to you, the conversation appears here.',
  cannotStart: 'You can reply only to a company that wrote to you first',
} as const;

const Subject = singleLine().min(1, 'Subject is required').max(MESSAGE_SUBJECT_MAX);
const Body = plainText().trim().min(1, 'Message is required').max(MESSAGE_BODY_MAX);

/** Seeds' call: a company writes to a candidate. */
export const SendMessageRequest = z
  .object({ toCandidateId: Id, subject: Subject, body: Body })
  .meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

/** A message inside an existing thread; the subject is optional (replies reuse the thread's). */
export const ReplyRequest = z
  .object({ body: Body, subject: Subject.optional() })
  .meta({ id: 'ReplyRequest' });
export type ReplyRequest = z.infer<typeof ReplyRequest>;

/** The other side of a thread: a company for a candidate, an anonymous label for a company. */
export const ThreadPartner = z
  .object({ id: z.number().int(), name: z.string(), role: z.enum(['company', 'candidate']) })
  .meta({ id: 'ThreadPartner' });

export const Message = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    candidateId: z.number().int(),
    /** True when the caller sent it. */
    mine: z.boolean(),
    /** For the company's members: which member wrote a company message (null otherwise, and for candidates). */
    sentBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    subject: z.string().nullable(),
    body: z.string(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

export const ThreadSummary = z
  .object({
    partner: ThreadPartner,
    subject: z.string().nullable(),
    lastMessage: Message,
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadList = z.object({ items: z.array(ThreadSummary) }).meta({ id: 'ThreadList' });
export type ThreadList = z.infer<typeof ThreadList>;

/** Messages newest first (keyset pages); the SPA shows them oldest first. */
export const ThreadMessages = pageOf(Message)
  .extend({ partner: ThreadPartner })
  .meta({ id: 'ThreadMessages' });
export type ThreadMessages = z.infer<typeof ThreadMessages>;

export const PartnerParams = z.object({ partnerId: Id });
export const MessageUnreadCount = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'MessageUnreadCount' });
