import type { AppDeps } from '../../deps';
import type { MeetingLinks } from './meeting-links/meeting-links';

/** The app's deps plus the meeting-link providers this area owns. */
export type InterviewDeps = AppDeps & { meetingLinks: MeetingLinks };
