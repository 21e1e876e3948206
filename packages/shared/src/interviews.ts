import { z } from 'zod';
import { singleLine } from './plain-text';
import { Id, IsoDateTime, PageQuery, pageOf } from './common';

/** Seeds §9: live window 60 minutes either side of the scheduled time. */
export const LIVE_WINDOW_MINUTES = 60;
export const SLOT_DURATIONS = [30, 45, 60, 90] as const;
export const DEFAULT_SLOT_DURATION = 60;
export const SLOT_MAX_CANDIDATES = [1, 2, 3, 5] as const;
export const DEFAULT_SLOT_MAX_CANDIDATES = 1;
/** The mobile rooms card shows a fixed length (seeds). */
export const MOBILE_ROOM_MINUTES = 60;

export const INTERVIEW_TEXTS = {
  requiredFields: 'Please fill in all required fields.',
  ended: 'This interview has ended.',
  linkPending: 'Meeting link will be available shortly after joining.',
  joining: 'Joining...',
  slotFull: 'Slot Full',
  joinSlot: 'Join Interview Slot',
  joined: "You've successfully joined the interview slot!",
  joinFailed: 'Failed to join interview slot',
  alreadyJoined: 'You have already joined this interview slot',
  slotPast: 'This slot has already started',
  linkGenerated: 'Meeting Link Generated',
  linkFailed: 'Failed to generate meeting link',
  linkMissing: 'Meeting link not available',
  linkCopied: 'Link Copied',
  copyFailed: 'Copy Failed',
  copyFailedBody: 'Could not copy link to clipboard',
  noScheduled: 'No Scheduled Interviews',
  noOpenSlots: 'No Open Slots',
  noUpcoming: 'No Upcoming Interviews',
  noLive: 'No Live Interviews',
  notInPast: 'The date and time cannot be in the past',
  interviewPast: 'This interview has already started and can no longer be moved or cancelled',
  interviewCancelled: 'This interview was cancelled',
  slotClosed: 'This slot is closed',
  seatsBelowTaken: 'A slot cannot have fewer seats than candidates who already joined it',
  cancelled: 'Cancelled',
} as const;

/** The codes of the 409s a company meets when changing an interview or a slot. */
export const INTERVIEW_CHANGE_CODES = {
  interviewPast: 'INTERVIEW_PAST',
  interviewCancelled: 'INTERVIEW_CANCELLED',
  slotPast: 'SLOT_PAST',
  slotClosed: 'SLOT_CLOSED',
  seatsBelowTaken: 'SEATS_BELOW_TAKEN',
} as const;

export const InterviewStatus = z.enum([
  'scheduled',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
]);
export type InterviewStatus = z.infer<typeof InterviewStatus>;
export const MeetingPlatform = z.enum(['jitsi', 'google', 'custom']);
export type MeetingPlatform = z.infer<typeof MeetingPlatform>;
/** Which room providers this server can make links with, and the one it uses by default. */
export const MeetingProviders = z
  .object({ providers: z.array(z.enum(['jitsi', 'google'])), default: z.enum(['jitsi', 'google']) })
  .meta({ id: 'MeetingProviders' });
export type MeetingProviders = z.infer<typeof MeetingProviders>;
export const MEETING_PROVIDER_UNAVAILABLE = 'MEETING_PROVIDER_UNAVAILABLE';
export const googleMeetUnavailable =
  'Google Meet is not set up on this server. Use a Jitsi room or paste a meeting link.';

/** 'open' and 'full' count seats; 'closed' is a slot its company closed (it takes no more join requests). */
export const SlotStatus = z.enum(['open', 'full', 'closed']);
export type SlotStatus = z.infer<typeof SlotStatus>;
export const JoinRequestStatus = z.enum(['pending', 'accepted', 'rejected']);
export type JoinRequestStatus = z.infer<typeof JoinRequestStatus>;

/** A link a company pastes: only https, so no javascript: or plain-http rooms reach a candidate. */
export const MeetingUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https$/, error: 'Use an https:// meeting link' }));

const InterviewDuration = z.coerce.number().int().min(15).max(240);

export const CreateInterviewRequest = z
  .object({
    candidateId: Id,
    jobId: Id,
    scheduledAt: IsoDateTime,
    durationMinutes: InterviewDuration.default(60),
    notes: z.string().trim().max(2000).optional(),
    meetingLink: MeetingUrl.optional(),
  })
  .meta({ id: 'CreateInterviewRequest' });
export type CreateInterviewRequest = z.input<typeof CreateInterviewRequest>;
export type CreateInterviewInput = z.output<typeof CreateInterviewRequest>;

export const Interview = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    candidateId: z.number().int(),
    /** The candidate's name if they applied to this company, else the anonymous label. */
    candidateLabel: z.string(),
    jobId: z.number().int().nullable(),
    position: z.string().nullable(),
    timeSlotId: z.number().int().nullable(),
    /** The slot's own title when it was booked through a slot ("System design review"); null otherwise. */
    title: z.string().nullable(),
    scheduledAt: z.string(),
    durationMinutes: z.number().int(),
    status: InterviewStatus,
    meetingLink: z.string().nullable(),
    meetingProvider: z.string().nullable(),
    notes: z.string().nullable(),
    /** Set when the company cancelled (status 'cancelled') and gave a reason; the candidate sees it. */
    cancellationReason: z.string().nullable(),
    /** The organisation member who scheduled it (the company's members see it; the candidate does not). */
    scheduledBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Interview' });
export type Interview = z.infer<typeof Interview>;
/**
 * A booked interview as its scheduler gets it back: with the application it moved to Interviewing (its id and the
 * stage it left, so the move can be undone), or null when none moved (no application, or already further along).
 */
export const ScheduledInterview = Interview.extend({
  movedApplication: z
    .object({ id: z.number().int(), fromStatus: z.enum(['pending', 'reviewed', 'shortlisted']) })
    .nullable(),
}).meta({ id: 'ScheduledInterview' });
export type ScheduledInterview = z.infer<typeof ScheduledInterview>;
/**
 * Interviews page by their start: those not yet over (from an hour before now, the live window) soonest first,
 * then earlier ones latest first.
 */
export const InterviewPage = pageOf(Interview).meta({ id: 'InterviewPage' });
export type InterviewPage = z.infer<typeof InterviewPage>;

/** What the candidate sees of an interview: the company's private notes stay with the company. */
export const CandidateInterview = Interview.omit({ notes: true, scheduledBy: true }).meta({
  id: 'CandidateInterview',
});
export type CandidateInterview = z.infer<typeof CandidateInterview>;
export const CandidateInterviewPage = pageOf(CandidateInterview).meta({
  id: 'CandidateInterviewPage',
});

/** Move an interview: a new start, a new length, or both; the meeting link stays. */
export const RescheduleInterviewRequest = z
  .object({ scheduledAt: IsoDateTime.optional(), durationMinutes: InterviewDuration.optional() })
  .refine((b) => b.scheduledAt !== undefined || b.durationMinutes !== undefined, {
    message: 'Give a new time or a new duration',
    path: ['scheduledAt'],
  })
  .meta({ id: 'RescheduleInterviewRequest' });
export type RescheduleInterviewRequest = z.input<typeof RescheduleInterviewRequest>;
export type RescheduleInterviewInput = z.output<typeof RescheduleInterviewRequest>;

export const CancelInterviewRequest = z
  .object({ reason: z.string().trim().max(500).optional() })
  .meta({ id: 'CancelInterviewRequest' });
export type CancelInterviewRequest = z.input<typeof CancelInterviewRequest>;
export type CancelInterviewInput = z.output<typeof CancelInterviewRequest>;

export const MeetingLinkRequest = z
  .object({ platform: MeetingPlatform.default('jitsi'), url: MeetingUrl.optional() })
  .refine((b) => b.platform !== 'custom' || b.url, {
    message: 'A custom link needs its url',
    path: ['url'],
  })
  .meta({ id: 'MeetingLinkRequest' });
export type MeetingLinkRequest = z.input<typeof MeetingLinkRequest>;
export type MeetingLinkInput = z.output<typeof MeetingLinkRequest>;

const SlotDuration = z.coerce
  .number()
  .int()
  .refine(
    (d) => (SLOT_DURATIONS as readonly number[]).includes(d),
    'Duration must be 30, 45, 60 or 90 minutes',
  );
const SlotSeats = z.coerce
  .number()
  .int()
  .refine(
    (n) => (SLOT_MAX_CANDIDATES as readonly number[]).includes(n),
    'Max candidates must be 1, 2, 3 or 5',
  );

export const CreateTimeSlotRequest = z
  .object({
    title: singleLine().min(1).max(200),
    description: z.string().trim().max(2000).optional(),
    jobId: Id,
    scheduledAt: IsoDateTime,
    duration: SlotDuration.default(DEFAULT_SLOT_DURATION),
    maxCandidates: SlotSeats.default(DEFAULT_SLOT_MAX_CANDIDATES),
  })
  .meta({ id: 'CreateTimeSlotRequest' });
export type CreateTimeSlotRequest = z.input<typeof CreateTimeSlotRequest>;
export type CreateTimeSlotInput = z.output<typeof CreateTimeSlotRequest>;

/**
 * Edit a slot's time, length or seats (never fewer seats than candidates already joined). Interviews
 * accepted from the slot that are still at its time move with it.
 */
export const UpdateTimeSlotRequest = z
  .object({
    scheduledAt: IsoDateTime.optional(),
    duration: SlotDuration.optional(),
    maxCandidates: SlotSeats.optional(),
  })
  .refine(
    (b) => b.scheduledAt !== undefined || b.duration !== undefined || b.maxCandidates !== undefined,
    {
      message: 'Give a new time, duration or number of seats',
      path: ['scheduledAt'],
    },
  )
  .meta({ id: 'UpdateTimeSlotRequest' });
export type UpdateTimeSlotRequest = z.input<typeof UpdateTimeSlotRequest>;
export type UpdateTimeSlotInput = z.output<typeof UpdateTimeSlotRequest>;

export const TimeSlotAcceptance = z
  .object({
    joinRequestId: z.number().int(),
    timeSlotId: z.number().int(),
    status: JoinRequestStatus,
    meetingLink: z.string().nullable(),
    interviewId: z.number().int().nullable(),
    requestedAt: z.string(),
  })
  .meta({ id: 'TimeSlotAcceptance' });
export type TimeSlotAcceptance = z.infer<typeof TimeSlotAcceptance>;
/** A candidate's requests, newest first. */
export const TimeSlotAcceptancePage = pageOf(TimeSlotAcceptance).meta({
  id: 'TimeSlotAcceptancePage',
});
export type TimeSlotAcceptancePage = z.infer<typeof TimeSlotAcceptancePage>;

export const TimeSlot = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    jobId: z.number().int().nullable(),
    position: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    scheduledAt: z.string(),
    duration: z.number().int(),
    maxCandidates: z.number().int(),
    currentCandidates: z.number().int(),
    status: SlotStatus,
    /** Only the owning company sees the slot's room. */
    meetingLink: z.string().nullable(),
    /** A candidate's own request for this slot (null when they have not joined it; always null for companies and admins). */
    acceptance: TimeSlotAcceptance.nullable(),
  })
  .meta({ id: 'TimeSlot' });
export type TimeSlot = z.infer<typeof TimeSlot>;
/** Slots page like interviews: not yet started soonest first, then started ones latest first. */
export const TimeSlotPage = pageOf(TimeSlot).meta({ id: 'TimeSlotPage' });
export type TimeSlotPage = z.infer<typeof TimeSlotPage>;
export const TimeSlotQuery = PageQuery.extend({ companyId: Id.optional() });
export type TimeSlotQueryInput = z.output<typeof TimeSlotQuery>;

export const JoinSlotRequest = z
  .object({ message: z.string().trim().max(1000).optional() })
  .meta({ id: 'JoinSlotRequest' });

export const JoinRequest = z
  .object({
    id: z.number().int(),
    status: JoinRequestStatus,
    message: z.string().nullable(),
    requestedAt: z.string(),
    /** Name and email only when the candidate applied to this company (blind review). */
    candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
    slotDetails: z.object({ id: z.number().int(), title: z.string(), scheduledAt: z.string() }),
    meetingLink: z.string().nullable(),
    interviewId: z.number().int().nullable(),
  })
  .meta({ id: 'JoinRequest' });
export type JoinRequest = z.infer<typeof JoinRequest>;
/** Pending requests first, then answered ones; newest first within each. */
export const JoinRequestPage = pageOf(JoinRequest).meta({ id: 'JoinRequestPage' });
export type JoinRequestPage = z.infer<typeof JoinRequestPage>;

export const ScheduleOptions = z
  .object({
    candidates: z.array(z.object({ id: z.number().int(), label: z.string() })),
    positions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'ScheduleOptions' });
export type ScheduleOptions = z.infer<typeof ScheduleOptions>;
export const ScheduleOptionsQuery = z.object({ candidateId: Id.optional() });

/** 'Candidate #' plus the id padded to 6 digits (seeds' anonymous title): the one label of blind review. */
export { candidateLabel as anonymousCandidateLabel } from './candidate-label';

export type InterviewDisplayStatus = 'upcoming' | 'live' | 'ended' | 'cancelled' | 'completed';

/**
 * Candidate-side status (DESIGN §3): live from 60 minutes before the scheduled time until 60
 * minutes after (both inclusive), ended later, upcoming before; cancelled/completed from the record.
 */
export function computeInterviewDisplayStatus(
  scheduledAt: string | Date,
  status: InterviewStatus,
  now: Date = new Date(),
): InterviewDisplayStatus {
  if (status === 'cancelled' || status === 'completed') return status;
  const offset = now.getTime() - new Date(scheduledAt).getTime();
  const window = LIVE_WINDOW_MINUTES * 60_000;
  if (offset < -window) return 'upcoming';
  if (offset <= window) return 'live';
  return 'ended';
}

/** The meeting ID shown beside a link: its last non-empty path segment. */
export function meetingIdFromLink(link: string): string {
  try {
    const segments = new URL(link).pathname.split('/').filter(Boolean);
    return decodeURIComponent(segments.at(-1) ?? '');
  } catch {
    return '';
  }
}

export const isGoogleMeetLink = (link: string) => {
  try {
    return new URL(link).hostname === 'meet.google.com';
  } catch {
    return false;
  }
};

export const GOOGLE_MEET_STORE_LINKS = {
  playStore: 'https://play.google.com/store/apps/details?id=com.google.android.apps.meetings',
  appStore: 'https://apps.apple.com/app/google-meet/id1013231476',
} as const;
/** Seeds: iOS falls back to the browser when the app did not open within 500 ms. */
export const APP_FALLBACK_MS = 500;

/** Native-app links for a Google Meet link: Android intent and the iOS googlemeet scheme. */
export function googleMeetAppLinks(link: string): { android: string; ios: string } | null {
  if (!isGoogleMeetLink(link)) return null;
  const code = meetingIdFromLink(link);
  return {
    android: `intent://meet.google.com/${code}#Intent;scheme=https;package=com.google.android.apps.meetings;S.browser_fallback_url=${encodeURIComponent(link)};end`,
    ios: `googlemeet://meet.google.com/${code}`,
  };
}

/** Where a participant finds phone numbers for a room, when the provider offers them. */
export function dialInLink(link: string): string | null {
  try {
    const url = new URL(link);
    const room = meetingIdFromLink(link);
    if (!room) return null;
    if (url.hostname === 'meet.google.com') return `https://tel.meet/${room}`;
    if (url.hostname === 'meet.jit.si' || url.hostname.includes('jitsi'))
      return `${url.origin}/static/dialInInfo.html?room=${encodeURIComponent(room)}`;
    return null;
  } catch {
    return null;
  }
}
