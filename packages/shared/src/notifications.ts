import { z } from 'zod';
import { PageQuery, pageOf } from './common';
import type { PITCH_VIDEO_EVENT, PitchVideoOwnerView } from './pitch-videos';

export const NotificationEntityType = z.enum([
  'candidate_pitch',
  'job_post',
  'application',
  'interview',
  'message',
  'rating',
  'system',
]);
export type NotificationEntityType = z.infer<typeof NotificationEntityType>;

export const Notification = z
  .object({
    id: z.number().int(),
    type: z.string(),
    entityType: NotificationEntityType,
    entityId: z.number().int().nullable(),
    title: z.string(),
    message: z.string(),
    avatarUrl: z.string().nullable(),
    /** The moment it is about (e.g. an interview's start), never written into the text: clients format it. */
    occursAt: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageOf(Notification).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

/** A page of my notifications; `unread=true` lists only the unread ones (the notifications page's filter). */
export const NotificationListQuery = PageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const UnreadCount = z.object({ count: z.number().int().min(0) }).meta({ id: 'UnreadCount' });

/** Socket.IO events that carry live state rather than a notification (nothing is stored in the list). */
export interface ServerToClientUpdates {
  /** The candidate's own pitch video, whenever its state or progress changes. */
  [PITCH_VIDEO_EVENT]: (video: PitchVideoOwnerView) => void;
}
export type UpdateEvent = keyof ServerToClientUpdates;

/** Socket.IO events the server emits: notifications, each carrying one, and live updates. */
export interface ServerToClientEvents extends ServerToClientUpdates {
  'notification:new_video': (notification: Notification) => void;
  'notification:new_application': (notification: Notification) => void;
  'notification:new': (notification: Notification) => void;
  /** Sent to a session's sockets just before the server closes them: the session was revoked, expired or erased. */
  'session:ended': () => void;
}
export type NotificationEvent = Exclude<keyof ServerToClientEvents, UpdateEvent>;

/**
 * Why the server refused a Socket.IO handshake (the client's `connect_error` message). UNAVAILABLE
 * is temporary (the session could not be checked, e.g. the database is restarting): retry it.
 */
export const SOCKET_REFUSAL = {
  unauthenticated: 'UNAUTHENTICATED',
  unavailable: 'UNAVAILABLE',
  rateLimited: 'RATE_LIMITED',
} as const;

export function eventFor(type: string): NotificationEvent {
  if (type === 'new_video') return 'notification:new_video';
  if (type === 'new_application') return 'notification:new_application';
  return 'notification:new';
}

export type NotificationType =
  | 'new_video'
  | 'new_application'
  | 'job_posted'
  | 'interview_scheduled'
  | 'interview_moved'
  | 'interview_cancelled'
  | 'join_request'
  | 'join_accepted'
  | 'join_declined'
  | 'new_message'
  | 'scorecard_requested'
  | 'application_closed'
  | 'promise_reminder'
  | 'score_review_answered'
  | 'video_answers_requested'
  | 'video_answer_failed';

export const MAX_BADGE_COUNT = 99;
/**
 * The unread count stops counting here: the badge shows '99+' beyond 99, so counting further would
 * only make every page load read more rows (an audience can hold hundreds of thousands).
 */
export const UNREAD_COUNT_CAP = MAX_BADGE_COUNT + 1;

/** The bell badge: nothing at 0, the number up to 99, '99+' above. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(Math.floor(count));
}

/** Where clicking a notification leads, by the viewer's side and the entity type (seeds 000 §Notification dropdown). */
export function notificationRoute(
  role: string,
  notification: Pick<Notification, 'entityType' | 'type'> & Partial<Pick<Notification, 'entityId'>>,
): string | null {
  const { entityType } = notification;
  if (role === 'company') {
    // A member asked for a scorecard: the pipeline opens on that application.
    if (notification.type === 'scorecard_requested' && notification.entityId != null)
      return `/company/applications?application=${notification.entityId}`;
    if (entityType === 'candidate_pitch' || notification.type === 'new_video')
      return '/company/candidates';
    if (entityType === 'application') return '/company/applications';
    if (entityType === 'interview') return '/company/interviews';
    // The Messages tab of the pitches page, not the pitches grid.
    if (entityType === 'message') return '/company/candidates?tab=messages';
    return null;
  }
  if (role === 'candidate') {
    // A hiring team answered the candidate's request for a human review of their scores.
    if (notification.type === 'score_review_answered') return '/candidate/pitch';
    if (entityType === 'interview') return '/candidate/live-rooms';
    if (entityType === 'job_post') return '/candidate/jobs';
    if (entityType === 'message') return '/candidate/messages';
    // A company asks for (or reminds about) video answers, or an answer's video could not be processed: that
    // application's answer session opens, to answer. Without the application, the applications page lists them.
    if (
      notification.type === 'video_answers_requested' ||
      notification.type === 'video_answer_failed'
    )
      return notification.entityId != null
        ? `/candidate/answers?application=${notification.entityId}`
        : '/candidate/applications';
    return null;
  }
  return null;
}

/** Puts a pushed notification at the top of a cached list unless it is already there (several events, reconnects). */
export function prependUnique<T extends { id: number }>(
  items: readonly T[],
  incoming: T,
): { items: T[]; added: boolean } {
  if (items.some((item) => item.id === incoming.id)) return { items: [...items], added: false };
  return { items: [incoming, ...items], added: true };
}

// Control characters (NUL above all, which PostgreSQL text refuses) have no place in a notification.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NotificationText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Must not contain control characters');

/** An admin's announcement to every company or every candidate (entity type 'system'). */
export const AnnouncementInput = z
  .object({
    audience: z.enum(['companies', 'candidates']),
    title: NotificationText(120),
    message: NotificationText(500),
  })
  .meta({ id: 'AnnouncementInput' });
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;
