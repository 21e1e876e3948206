import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ApplicationStatus } from '@takeoff/shared/applications';
import type { Locale } from '@takeoff/shared/locale';
import type { AppDeps } from '../../deps';
import { interviews } from '../../db/schema/interviews';
import { applications } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { buildCalendarInvite } from '../interviews/calendar-invite';
import { InterviewInvite, toInviteDetails } from '../interviews/interview-invite';
import { INTL_LOCALE, localCandidateLabel, serverT, type MailT } from '../../i18n';
import { defineTemplate, type TemplateContext } from './mail-templates';
import { formatWhen, isoInstant } from './mail-times';

export { formatUtc, isoInstant } from './mail-times';

const whenDetail = (iso: string, { locale, timeZone }: TemplateContext) =>
  `${formatWhen(iso, locale, timeZone)} (${isoInstant(iso)})`;

/** The .ics as a calendar client expects it in mail: the method in the content type as well as in the file. */
function inviteAttachment(
  invite: InterviewInvite,
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
  t: MailT = serverT('en', 'mail'),
) {
  return {
    filename: 'invite.ics',
    content: buildCalendarInvite({
      ...toInviteDetails(invite, t),
      method,
      sequence,
    }),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** A cancelled interview's room is no place to go: its link is left out. */
const interviewDetails = (
  ctx: TemplateContext,
  invite: InterviewInvite,
  withLink = true,
): [string, string][] => [
  [ctx.t('details.position'), invite.position],
  ...(invite.title ? [[ctx.t('details.slot'), invite.title] as [string, string]] : []),
  [ctx.t('details.company'), invite.companyName],
  [ctx.t('details.when'), whenDetail(invite.startsAt, ctx)],
  [ctx.t('details.duration'), ctx.t('minutes', { count: invite.durationMinutes })],
  ...(withLink && invite.meetingLink
    ? [[ctx.t('details.meetingLink'), invite.meetingLink] as [string, string]]
    : []),
];

/** An invitation to an interview that was cancelled or erased meanwhile would send the candidate to nothing. */
async function interviewStillOn(deps: AppDeps, interviewId: number) {
  const [row] = await deps.db
    .select({ status: interviews.status })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
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

const DigestMatch = z.object({
  label: z.string(),
  pitchTitle: z.string(),
  skills: z.array(z.string()),
});

/**
 * A scheduled, moved or cancelled interview with its .ics: the candidate's copy (`interviews` texts, greeted by the
 * name the company knows) or an assigned interviewer's (`interviewerInterviews` texts, naming the candidate).
 */
function interviewChangeTemplate(reader: 'candidate' | 'interviewer') {
  const copy = reader === 'candidate' ? 'interviews' : 'interviewerInterviews';
  return defineTemplate({
    params: InterviewInviteParams,
    preference: 'interviews',
    render: ({ change, invite, reason }, ctx) => {
      const { t, locale } = ctx;
      const candidate = localCandidateLabel(t, invite.candidateLabel);
      const texts = {
        position: invite.position,
        company: invite.companyName,
        ...(reader === 'interviewer' ? { candidate } : {}),
        when: formatWhen(invite.startsAt, locale, ctx.timeZone),
      };
      const greeting =
        reader === 'candidate' ? candidate : invite.attendee ? invite.attendee.name : null;
      return {
        subject: t(`${copy}.${change}.subject`, texts),
        preheader: t(`${copy}.${change}.preheader`, texts),
        heading: t(`${copy}.${change}.heading`),
        paragraphs: [
          ...(greeting ? [t('greeting', { name: greeting })] : []),
          t(`${copy}.${change}.body`, texts),
          ...(reason ? [t('interviews.reason', { reason })] : []),
          t(`${copy}.${change}.calendar`),
        ],
        details: interviewDetails(ctx, invite, change !== 'cancelled'),
        button: {
          label: t(`${copy}.button`),
          url: ctx.link(reader === 'candidate' ? '/candidate/live-rooms' : '/company/interviews'),
        },
        footnote: t(`${copy}.footnote`),
      };
    },
    attachments: ({ change, invite, sequence }, t) => [
      inviteAttachment(invite, change === 'cancelled' ? 'CANCEL' : 'REQUEST', sequence, t),
    ],
    stillWanted: async (deps, { change, invite }) =>
      change === 'cancelled' || interviewStillOn(deps, invite.interviewId),
  });
}

/** Mail about what happens in the product (interviews, applications, messages, the digest); each kind can be turned off. */
export const NOTIFICATION_TEMPLATES = {
  interview_invite: interviewChangeTemplate('candidate'),
  /** An assigned interviewer's copy: who is interviewed for which flight, with the .ics (the candidate's address left out). */
  interviewer_interview: interviewChangeTemplate('interviewer'),
  join_request_accepted: defineTemplate({
    params: z.object({ slotTitle: z.string(), invite: InterviewInvite }),
    preference: 'interviews',
    render: ({ slotTitle, invite }, ctx) => {
      const { t, locale } = ctx;
      const texts = {
        slot: slotTitle,
        company: invite.companyName,
        when: formatWhen(invite.startsAt, locale, ctx.timeZone),
      };
      return {
        subject: t('joinAccepted.subject', texts),
        preheader: t('joinAccepted.preheader', texts),
        heading: t('joinAccepted.heading'),
        paragraphs: [
          t('greeting', { name: localCandidateLabel(t, invite.candidateLabel) }),
          t('joinAccepted.body', texts),
          t('interviews.scheduled.calendar'),
        ],
        details: interviewDetails(ctx, invite),
        button: { label: t('interviews.button'), url: ctx.link('/candidate/live-rooms') },
        footnote: t('interviews.footnote'),
      };
    },
    attachments: ({ invite }, t) => [inviteAttachment(invite, 'REQUEST', 0, t)],
    stillWanted: (deps, { invite }) => interviewStillOn(deps, invite.interviewId),
  }),
  join_request_declined: defineTemplate({
    params: z.object({
      candidateName: z.string(),
      companyName: z.string(),
      slotTitle: z.string(),
      startsAt: z.string(),
    }),
    preference: 'interviews',
    render: (p, ctx) => {
      const { t, link } = ctx;
      const texts = { slot: p.slotTitle, company: p.companyName };
      return {
        subject: t('joinDeclined.subject', texts),
        preheader: t('joinDeclined.preheader', texts),
        heading: t('joinDeclined.heading'),
        paragraphs: [t('greeting', { name: p.candidateName }), t('joinDeclined.body', texts)],
        details: [
          [t('details.company'), p.companyName],
          [t('details.slot'), p.slotTitle],
          [t('details.when'), whenDetail(p.startsAt, ctx)],
        ],
        button: { label: t('joinDeclined.button'), url: link('/candidate/live-rooms') },
        footnote: t('interviews.footnote'),
      };
    },
  }),
  application_stage: defineTemplate({
    params: z.object({
      applicationId: z.number().int(),
      candidateName: z.string(),
      companyName: z.string(),
      jobTitle: z.string(),
      status: ApplicationStatus,
    }),
    preference: 'applications',
    render: (p, { t, link }) => {
      const status = t(`applicationStatus.${p.status}`);
      const texts = { jobTitle: p.jobTitle, company: p.companyName, status };
      return {
        subject: t('applicationStage.subject', texts),
        preheader: t('applicationStage.preheader', texts),
        heading: t('applicationStage.heading'),
        paragraphs: [
          t('greeting', { name: p.candidateName }),
          t('applicationStage.body', texts),
          t(`applicationStage.stages.${p.status}`),
        ],
        details: [
          [t('details.position'), p.jobTitle],
          [t('details.company'), p.companyName],
          [t('details.stage'), status],
        ],
        button: { label: t('applicationStage.button'), url: link('/candidate/applications') },
        footnote: t('applications.footnote'),
      };
    },
    // A card dragged on and back within seconds: only the stage it stays in is worth a mail.
    stillWanted: async (deps, p) => {
      const [row] = await deps.db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, p.applicationId));
      return row?.status === p.status;
    },
  }),
  // Issue #41: the kind closing text (the organisation's own, or the default) in the candidate's language.
  application_closed: defineTemplate({
    params: z.object({
      applicationId: z.number().int(),
      candidateName: z.string(),
      companyName: z.string(),
      jobTitle: z.string(),
      /** The closing text per language, already filled in: the one of the recipient's language is sent. */
      texts: z.object({ en: z.string(), el: z.string() }),
      feedback: z.string().nullable(),
    }),
    // A mail about an application, like a stage change: the candidate may turn it off (the in-app one stays).
    preference: 'applications',
    render: (p, { t, link, locale }) => {
      const texts = { jobTitle: p.jobTitle, company: p.companyName };
      return {
        subject: t('responsePromise.closedSubject', texts),
        preheader: t('responsePromise.closedPreheader', texts),
        heading: t('responsePromise.closedHeading'),
        paragraphs: [
          t('greeting', { name: p.candidateName }),
          p.texts[locale],
          ...(p.feedback ? [t('responsePromise.feedbackLabel', texts), p.feedback] : []),
        ],
        details: [
          [t('details.position'), p.jobTitle],
          [t('details.company'), p.companyName],
        ],
        button: { label: t('responsePromise.button'), url: link('/candidate/applications') },
      };
    },
  }),
  promise_reminder: defineTemplate({
    params: z.object({
      recipientName: z.string(),
      hours: z.number().int(),
      applications: z.array(z.object({ jobTitle: z.string(), candidateName: z.string() })),
    }),
    preference: 'applications',
    render: (p, { t, link }) => ({
      subject: t('responsePromise.reminderSubject'),
      preheader: t('responsePromise.reminderPreheader'),
      heading: t('responsePromise.reminderHeading'),
      paragraphs: [
        t('teamGreeting', { name: p.recipientName }),
        t('responsePromise.reminderBody', { hours: p.hours }),
      ],
      details: p.applications.map(
        (a) => [a.jobTitle, localCandidateLabel(t, a.candidateName)] as [string, string],
      ),
      button: { label: t('responsePromise.reminderButton'), url: link('/company/applications') },
      footnote: t('applications.footnote'),
    }),
  }),
  application_received: defineTemplate({
    params: z.object({
      applicationId: z.number().int(),
      candidateName: z.string(),
      jobTitle: z.string(),
    }),
    preference: 'applications',
    render: (p, { t, link }) => {
      const candidate = localCandidateLabel(t, p.candidateName);
      const texts = { jobTitle: p.jobTitle, candidate };
      return {
        subject: t('applicationReceived.subject', texts),
        preheader: t('applicationReceived.preheader', texts),
        heading: t('applicationReceived.heading'),
        paragraphs: [t('applicationReceived.body', texts)],
        details: [
          [t('details.position'), p.jobTitle],
          [t('details.candidate'), candidate],
        ],
        button: { label: t('applicationReceived.button'), url: link('/company/applications') },
        footnote: t('applications.footnote'),
      };
    },
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
    render: (p, { t, link }) => {
      const sender = localCandidateLabel(t, p.senderLabel);
      return {
        subject: t('newMessage.subject', { sender }),
        preheader: p.subject
          ? t('newMessage.preheaderWithSubject', { subject: p.subject })
          : t('newMessage.preheader'),
        heading: t('newMessage.heading'),
        paragraphs: [
          p.recipientRole === 'company'
            ? t('teamGreeting', { name: p.recipientName })
            : t('greeting', { name: p.recipientName }),
          p.subject
            ? t('newMessage.bodyWithSubject', { sender, subject: p.subject })
            : t('newMessage.body', { sender }),
          t('newMessage.readIt'),
        ],
        button: {
          label: t('newMessage.button'),
          url: link(
            p.recipientRole === 'company'
              ? '/company/candidates?tab=messages'
              : '/candidate/messages',
          ),
        },
        footnote: t('newMessage.footnote'),
      };
    },
    stillWanted: async (deps, p) => {
      const [unread] = await deps.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, p.messageId), isNull(messages.readAt)));
      return Boolean(unread);
    },
    throttle: { topic: (p) => `thread:${p.threadId}`, minutes: 15 },
  }),
  weekly_digest: defineTemplate({
    params: z.object({
      companyName: z.string(),
      /** The ISO week the digest covers ("2026-W47"): one digest per company and week. */
      week: z.string(),
      /** The week as English mail writes it ("Mon 17 Nov – Sun 23 Nov 2026"). */
      weekLabel: z.string(),
      /** The week's bounds and the zone it is counted in, for readers of other languages (older queued digests lack them). */
      weekStart: z.string().optional(),
      weekEnd: z.string().optional(),
      timeZone: z.string().optional(),
      total: z.number().int().min(1),
      /** The first matches (the mail shows these; `total` counts them all). */
      matches: z.array(DigestMatch),
    }),
    preference: 'digest',
    render: (p, { t, locale, link }) => {
      const week = digestWeek(p, locale);
      return {
        subject: t('digest.subject', { count: p.total }),
        preheader: t('digest.preheader', { week }),
        heading: t('digest.heading'),
        paragraphs: [
          t('teamGreeting', { name: p.companyName }),
          t('digest.body', { count: p.total, week }),
          ...(p.total > p.matches.length
            ? [t('digest.showing', { shown: p.matches.length, total: p.total })]
            : []),
        ],
        details: p.matches.map((m) => [
          `${localCandidateLabel(t, m.label)} — ${m.pitchTitle}`,
          m.skills.join(', '),
        ]),
        button: { label: t('digest.button'), url: link('/company/candidates') },
        footnote: t('digest.footnote'),
      };
    },
    // Every instance runs the scheduler: whatever is queued twice for a week goes out once.
    throttle: { topic: (p) => `digest:${p.week}`, minutes: 6 * 24 * 60 },
  }),
};

/** The digest's week in the reader's language: English keeps the label it was queued with. */
function digestWeek(
  p: {
    weekLabel: string;
    weekStart?: string | undefined;
    weekEnd?: string | undefined;
    timeZone?: string | undefined;
  },
  locale: Locale,
) {
  if (locale === 'en' || !p.weekStart || !p.weekEnd || !p.timeZone) return p.weekLabel;
  const day = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: p.timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...options,
    });
  // weekEnd is the next Monday 00:00 (exclusive): the last day shown is the Sunday before it.
  const lastDay = new Date(new Date(p.weekEnd).getTime() - 1);
  return `${day({}).format(new Date(p.weekStart))} – ${day({ year: 'numeric' }).format(lastDay)}`;
}
