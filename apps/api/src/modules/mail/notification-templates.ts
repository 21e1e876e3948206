import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { APPLICATION_STATUS_LABELS, ApplicationStatus } from '@takeoff/shared/applications';
import type { AppDeps } from '../../deps';
import { interviews } from '../../db/schema/interviews';
import { applications } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { buildCalendarInvite } from '../interviews/calendar-invite';
import { InterviewInvite, toInviteDetails } from '../interviews/interview-invite';
import { defineTemplate } from './mail-templates';

const utcFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Mon, 3 Mar 2025, 14:00 UTC": mail is read in any zone, so times say theirs. */
export const formatUtc = (iso: string) => `${utcFormat.format(new Date(iso))} UTC`;

/** "2026-12-01T14:30:00Z": the exact instant, for readers (and tools) that want it unambiguous. */
export const isoInstant = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
const whenDetail = (iso: string) => `${formatUtc(iso)} (${isoInstant(iso)})`;

/** The .ics as a calendar client expects it in mail: the method in the content type as well as in the file. */
function inviteAttachment(invite: InterviewInvite, method: 'REQUEST' | 'CANCEL', sequence: number) {
  return {
    filename: 'invite.ics',
    content: buildCalendarInvite({ ...toInviteDetails(invite), method, sequence }),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** A cancelled interview's room is no place to go: its link is left out. */
const interviewDetails = (invite: InterviewInvite, withLink = true): [string, string][] => [
  ['Position', invite.position],
  ['Company', invite.companyName],
  ['When', whenDetail(invite.startsAt)],
  ['Duration', `${invite.durationMinutes} minutes`],
  ...(withLink && invite.meetingLink ? [['Meeting link', invite.meetingLink] as [string, string]] : []),
];

const INTERVIEWS_FOOTNOTE = 'You receive this email because interview emails are on in your Takeoff notification settings.';
const INTERVIEW_CHANGES = {
  scheduled: { subject: 'Interview scheduled', verb: 'on', heading: 'Your interview is scheduled', did: 'scheduled an interview with you', calendar: 'The calendar invitation is attached: open it to add the interview to your calendar.' },
  moved: { subject: 'Interview moved', verb: 'to', heading: 'Your interview was moved', did: 'moved your interview', calendar: 'The updated calendar invitation is attached and replaces the previous one.' },
  cancelled: { subject: 'Interview cancelled', verb: 'on', heading: 'Your interview was cancelled', did: 'cancelled your interview', calendar: 'The attached update removes the interview from your calendar.' },
} as const;

/** An invitation to an interview that was cancelled or erased meanwhile would send the candidate to nothing. */
async function interviewStillOn(deps: AppDeps, interviewId: number) {
  const [row] = await deps.db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, interviewId));
  return row !== undefined && row.status !== 'cancelled';
}

const InterviewInviteParams = z.object({
  change: z.enum(['scheduled', 'moved', 'cancelled']),
  /** 0 for a new interview; every later version of it needs a higher one for calendars to apply it. */
  sequence: z.number().int().min(0),
  invite: InterviewInvite,
  /** The company's reason for a cancellation, when it gave one. */
  reason: z.string().max(500).optional(),
});

/** What a candidate is told about each stage a company moves their application to. */
const STAGE_SENTENCES: Record<ApplicationStatus, string> = {
  pending: 'It is waiting for the company to review it again.',
  reviewed: 'The company has reviewed your application.',
  shortlisted: 'You are on the shortlist: the company may contact you about the next steps.',
  interviewing: 'You are in the interview stage. Interviews the company schedules appear on your interviews page.',
  hired: 'Congratulations: the company marked you as hired. They will be in touch about the next steps.',
  rejected: 'The company has decided not to move forward with your application. Thank you for applying; your pitch stays visible to other companies.',
};

const DigestMatch = z.object({ label: z.string(), pitchTitle: z.string(), skills: z.array(z.string()) });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Mail about what happens in the product (interviews, applications, messages, the digest); each kind can be turned off. */
export const NOTIFICATION_TEMPLATES = {
  interview_invite: defineTemplate({
    params: InterviewInviteParams,
    preference: 'interviews',
    render: ({ change, invite, reason }, ctx) => {
      const texts = INTERVIEW_CHANGES[change];
      return {
        subject: `${texts.subject}: ${invite.position} ${texts.verb} ${formatUtc(invite.startsAt)}`,
        preheader: `${invite.companyName} ${texts.did}. ${texts.calendar}`,
        heading: texts.heading,
        paragraphs: [
          `Hi ${invite.candidateLabel},`,
          `${invite.companyName} ${texts.did} for the ${invite.position} position.`,
          ...(reason ? [`Their reason: ${reason}`] : []),
          texts.calendar,
        ],
        details: interviewDetails(invite, change !== 'cancelled'),
        button: { label: 'View your interviews', url: ctx.link('/candidate/live-rooms') },
        footnote: INTERVIEWS_FOOTNOTE,
      };
    },
    attachments: ({ change, invite, sequence }) => [inviteAttachment(invite, change === 'cancelled' ? 'CANCEL' : 'REQUEST', sequence)],
    stillWanted: async (deps, { change, invite }) => change === 'cancelled' || interviewStillOn(deps, invite.interviewId),
  }),
  join_request_accepted: defineTemplate({
    params: z.object({ slotTitle: z.string(), invite: InterviewInvite }),
    preference: 'interviews',
    render: ({ slotTitle, invite }, ctx) => ({
      subject: `Join request accepted: ${slotTitle} on ${formatUtc(invite.startsAt)}`,
      preheader: `${invite.companyName} accepted you. Your meeting link is ready.`,
      heading: 'You have a place in the interview',
      paragraphs: [
        `Hi ${invite.candidateLabel},`,
        `${invite.companyName} accepted your request to join "${slotTitle}". Your interview is booked and its meeting link is ready.`,
        'The calendar invitation is attached: open it to add the interview to your calendar.',
      ],
      details: interviewDetails(invite),
      button: { label: 'View your interviews', url: ctx.link('/candidate/live-rooms') },
      footnote: INTERVIEWS_FOOTNOTE,
    }),
    attachments: ({ invite }) => [inviteAttachment(invite, 'REQUEST', 0)],
    stillWanted: (deps, { invite }) => interviewStillOn(deps, invite.interviewId),
  }),
  join_request_declined: defineTemplate({
    params: z.object({ candidateName: z.string(), companyName: z.string(), slotTitle: z.string(), startsAt: z.string() }),
    preference: 'interviews',
    render: (p, ctx) => ({
      subject: `Join request declined: ${p.slotTitle}`,
      preheader: `${p.companyName} could not offer you a place in this slot.`,
      heading: 'Your join request was declined',
      paragraphs: [`Hi ${p.candidateName},`, `${p.companyName} declined your request to join "${p.slotTitle}". Your seat was released; other open slots may still suit you.`],
      details: [
        ['Company', p.companyName],
        ['Slot', p.slotTitle],
        ['When', whenDetail(p.startsAt)],
      ],
      button: { label: 'See open interview slots', url: ctx.link('/candidate/live-rooms') },
      footnote: INTERVIEWS_FOOTNOTE,
    }),
  }),
  application_stage: defineTemplate({
    params: z.object({ applicationId: z.number().int(), candidateName: z.string(), companyName: z.string(), jobTitle: z.string(), status: ApplicationStatus }),
    preference: 'applications',
    render: (p, ctx) => ({
      subject: `Application update: ${p.jobTitle} at ${p.companyName}`,
      preheader: `Your application is now: ${APPLICATION_STATUS_LABELS[p.status]}.`,
      heading: 'Your application was updated',
      paragraphs: [`Hi ${p.candidateName},`, `${p.companyName} moved your application for ${p.jobTitle} to "${APPLICATION_STATUS_LABELS[p.status]}".`, STAGE_SENTENCES[p.status]],
      details: [
        ['Position', p.jobTitle],
        ['Company', p.companyName],
        ['Stage', APPLICATION_STATUS_LABELS[p.status]],
      ],
      button: { label: 'View your applications', url: ctx.link('/candidate/applications') },
      footnote: 'You receive this email because application emails are on in your Takeoff notification settings.',
    }),
    // A card dragged on and back within seconds: only the stage it stays in is worth a mail.
    stillWanted: async (deps, p) => {
      const [row] = await deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, p.applicationId));
      return row?.status === p.status;
    },
  }),
  application_received: defineTemplate({
    params: z.object({ applicationId: z.number().int(), candidateName: z.string(), jobTitle: z.string() }),
    preference: 'applications',
    render: (p, ctx) => ({
      subject: `New application: ${p.jobTitle}`,
      preheader: `${p.candidateName} applied with their video pitch.`,
      heading: 'A new application arrived',
      paragraphs: [`${p.candidateName} applied for ${p.jobTitle}. Their video pitch and cover message are waiting in your applications.`],
      details: [
        ['Position', p.jobTitle],
        ['Candidate', p.candidateName],
      ],
      button: { label: 'Review the application', url: ctx.link('/company/applications') },
      footnote: 'You receive this email because application emails are on in your Takeoff notification settings.',
    }),
  }),
  new_message: defineTemplate({
    params: z.object({
      /** `<companyId>-<candidateId>`: a thread is the pair. */
      threadId: z.string(),
      messageId: z.number().int(),
      recipientName: z.string(),
      recipientRole: z.enum(['company', 'candidate']),
      /** The sender as the recipient sees them in the app (a company sees a candidate's anonymous label). */
      senderLabel: z.string(),
      subject: z.string().nullable(),
    }),
    preference: 'messages',
    render: (p, ctx) => ({
      subject: `New message from ${p.senderLabel}`,
      preheader: p.subject ? `“${p.subject}” — read and reply on Takeoff.` : 'Read and reply on Takeoff.',
      heading: 'You have a new message',
      paragraphs: [
        p.recipientRole === 'company' ? `Hello ${p.recipientName} team,` : `Hi ${p.recipientName},`,
        p.subject ? `${p.senderLabel} sent you a message: "${p.subject}".` : `${p.senderLabel} sent you a message.`,
        'Read it and reply in your Takeoff inbox.',
      ],
      button: { label: 'Open your messages', url: ctx.link(p.recipientRole === 'company' ? '/company/candidates?tab=messages' : '/candidate/messages') },
      footnote: 'While messages in a conversation stay unread, we email about it at most once every 15 minutes.',
    }),
    stillWanted: async (deps, p) => {
      const [unread] = await deps.db.select({ id: messages.id }).from(messages).where(and(eq(messages.id, p.messageId), isNull(messages.readAt)));
      return Boolean(unread);
    },
    throttle: { topic: (p) => `thread:${p.threadId}`, minutes: 15 },
  }),
  weekly_digest: defineTemplate({
    params: z.object({
      companyName: z.string(),
      /** The ISO week the digest covers ("2026-W47"): one digest per company and week. */
      week: z.string(),
      weekLabel: z.string(),
      total: z.number().int().min(1),
      /** The first matches (the mail shows these; `total` counts them all). */
      matches: z.array(DigestMatch),
    }),
    preference: 'digest',
    render: (p, ctx) => ({
      subject: `Weekly digest: ${plural(p.total, 'new pitch matches', 'new pitches match')} your open jobs`,
      preheader: `New video pitches from ${p.weekLabel} with the skills your open jobs ask for.`,
      heading: 'New pitches for your open jobs',
      paragraphs: [
        `Hello ${p.companyName} team,`,
        `${plural(p.total, 'candidate', 'candidates')} published a video pitch in the week of ${p.weekLabel} with skills your open jobs ask for. Below, each pitch with the skills it shares with your jobs.`,
        ...(p.total > p.matches.length ? [`Showing ${p.matches.length} of ${p.total}; the rest are on your pitches board.`] : []),
      ],
      details: p.matches.map((m) => [`${m.label} — ${m.pitchTitle}`, m.skills.join(', ')]),
      button: { label: 'Review pitches', url: ctx.link('/company/candidates') },
      footnote: 'You receive this weekly digest because you turned it on in your Takeoff notification settings.',
    }),
    // Every instance runs the scheduler: whatever is queued twice for a week goes out once.
    throttle: { topic: (p) => `digest:${p.week}`, minutes: 6 * 24 * 60 },
  }),
};
