import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { localCandidateLabel, type MailT } from '../../i18n';
import type { InviteDetails } from './calendar-invite';
import { interviewById } from './interview-queries';

/**
 * What an interview's calendar invite says, as plain data: the download route builds it on request, and a
 * queued mail carries it so the worker can attach the invite without reading the interview again.
 */
export const InterviewInvite = z.object({
  interviewId: z.number().int(),
  position: z.string(),
  /** The slot's own title for an interview booked through a slot: the event is named after it. */
  title: z.string().nullable().default(null),
  companyName: z.string(),
  companyEmail: z.string(),
  /** The member who scheduled it, whom calendar replies reach; absent: the organisation's account. */
  organizer: z.object({ name: z.string(), email: z.string() }).nullable().default(null),
  /** The candidate as the reader of this invite may name them (blind review: a label for a company). */
  candidateLabel: z.string(),
  /** The candidate's own address, only on the candidate's copy. */
  attendee: z.object({ name: z.string(), email: z.string() }).nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  meetingLink: z.string().nullable(),
});
export type InterviewInvite = z.infer<typeof InterviewInvite>;

/** The invite's event in the reader's language (`t`: the `mail` catalogue in it). */
export function toInviteDetails(invite: InterviewInvite, t: MailT): InviteDetails {
  const texts = {
    position: invite.title ?? invite.position,
    company: invite.companyName,
    candidate: localCandidateLabel(t, invite.candidateLabel),
  };
  return {
    uid: `interview-${invite.interviewId}@takeoff`,
    title: t('interviews.calendarTitle', texts),
    description: t('interviews.calendarDescription', texts),
    reminder: t('interviews.calendarReminder'),
    joinLabel: t('interviews.calendarJoin'),
    startsAt: new Date(invite.startsAt),
    durationMinutes: invite.durationMinutes,
    meetingLink: invite.meetingLink,
    organizer: invite.organizer
      ? { name: `${invite.organizer.name} (${invite.companyName})`, email: invite.organizer.email }
      : { name: invite.companyName, email: invite.companyEmail },
    attendee: invite.attendee,
  };
}

/** The invite of an interview for one of its two sides, read in `exec` (the caller's transaction, when there is one). */
export async function loadInterviewInvite(
  exec: Executor,
  interviewId: number,
  reader: 'candidate' | 'company',
): Promise<InterviewInvite> {
  const interview = await interviewById(exec, interviewId);
  const scheduler = interview.scheduledBy?.id ?? interview.companyId;
  const people = await exec
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.id} in (${interview.companyId}, ${interview.candidateId}, ${scheduler})`);
  const company = people.find((p) => p.id === interview.companyId)!;
  const candidate = people.find((p) => p.id === interview.candidateId)!;
  const member =
    scheduler === interview.companyId ? undefined : people.find((p) => p.id === scheduler);
  // A company's copy names the candidate only once they applied to it (interview.candidateLabel is then the name).
  const mayName = reader === 'candidate' || interview.candidateLabel === candidate.name;
  return {
    interviewId: interview.id,
    position: interview.position ?? 'Takeoff',
    title: interview.title,
    companyName: company.name,
    companyEmail: company.email,
    organizer: member ? { name: member.name, email: member.email } : null,
    candidateLabel: reader === 'candidate' ? candidate.name : interview.candidateLabel,
    attendee: mayName ? { name: candidate.name, email: candidate.email } : null,
    startsAt: interview.scheduledAt,
    durationMinutes: interview.durationMinutes,
    meetingLink: interview.meetingLink,
  };
}
