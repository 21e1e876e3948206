import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import {
  INTERVIEW_TEXTS,
  LIVE_WINDOW_MINUTES,
  type CreateInterviewInput,
  type Interview,
  type InterviewPage,
  type ScheduledInterview,
  type MeetingLinkInput,
} from '@takeoff/shared/interviews';
import { users } from '../../db/schema/auth';
import { interviews } from '../../db/schema/interviews';
import { applicationEvents, applications } from '../../db/schema/jobs';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { assertMayContactCandidate, recordUnsolicitedContact } from '../consent/contact-guard';
import { queueMail } from '../mail/mail.service';
import { buildCalendarInvite } from './calendar-invite';
import type { InterviewDeps } from './interview-deps';
import { loadInterviewInvite, toInviteDetails } from './interview-invite';
import { mailAssignedInterviewers } from './interviewer-mail';
import { serverT } from '../../i18n';
import { assertNotPast, assertOwnJob, interviewById, selectInterviews } from './interview-queries';
import { pageBySchedule } from './schedule-keyset';

export const calendarPath = (interviewId: number) => `/api/interviews/${interviewId}/calendar.ics`;

/**
 * A company schedules an interview with a candidate for one of its positions; the candidate is told.
 * Contact from a pitch goes through the one contact guard (terms, consent, daily cap).
 */
export async function scheduleInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  input: CreateInterviewInput,
): Promise<ScheduledInterview> {
  const [candidate] = await deps.db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, input.candidateId))
    .limit(1);
  if (!candidate || candidate.role !== 'candidate')
    throw new AppError('INVALID_CANDIDATE', 400, 'candidateId must be a candidate');
  // Contact started from a pitch (no application, no thread) needs the company's accepted terms and the
  // candidate's standing consent, and counts against the company's daily cap.
  const contact = await assertMayContactCandidate(deps.db, actor, candidate.id);
  const job = await assertOwnJob(deps.db, actor.partyId, input.jobId);
  assertNotPast(input.scheduledAt, INTERVIEW_TEXTS.notInPast);
  const startsAt = new Date(input.scheduledAt);
  // The room is made before the transaction: no row lock is held while a provider answers.
  const link = input.meetingLink
    ? { url: input.meetingLink, provider: 'custom' as const }
    : await deps.meetingLinks.generate('default', {
        title: `Interview: ${job.title} — ${actor.partyName}`,
        startsAt,
        durationMinutes: input.durationMinutes,
      });
  const { id, created, movedApplication } = await deps.db.transaction(async (tx) => {
    if (contact === 'new')
      await recordUnsolicitedContact(tx, actor.partyId, candidate.id, 'interview');
    const [row] = await tx
      .insert(interviews)
      .values({
        companyId: actor.partyId,
        scheduledBy: actor.id,
        candidateId: candidate.id,
        jobId: job.id,
        scheduledAt: startsAt,
        durationMinutes: input.durationMinutes,
        status: 'scheduled',
        meetingLink: link.url,
        meetingProvider: link.provider,
        notes: input.notes ?? null,
      })
      .returning({ id: interviews.id });
    const created = await deps.notifications.create(tx, {
      to: { userId: candidate.id },
      actorId: actor.partyId,
      type: 'interview_scheduled',
      entityType: 'interview',
      entityId: row!.id,
      text: (t) => ({
        title: t('interviewScheduled.title'),
        message: t('interviewScheduled.message', {
          company: actor.partyName,
          job: job.title,
          calendar: calendarPath(row!.id),
        }),
      }),
      occursAt: startsAt,
    });
    const invite = await loadInterviewInvite(tx, row!.id, 'candidate');
    await queueMail(
      deps,
      tx,
      'interview_invite',
      { email: candidate.email, userId: candidate.id },
      { change: 'scheduled', sequence: 0, invite },
    );
    await mailAssignedInterviewers(deps, tx, row!.id, { kind: 'scheduled', sequence: 0 });
    const movedApplication = await moveToInterviewing(tx, actor, job.id, candidate.id);
    return { id: row!.id, created, movedApplication };
  });
  deps.notifications.publish(created);
  return { ...(await interviewById(deps.db, id)), movedApplication };
}

const BEFORE_INTERVIEWING = ['pending', 'reviewed', 'shortlisted'] as const;

/**
 * Booking an interview puts the candidate's application for that job at Interviewing when it stood before it (a
 * later or rejected one is left alone). The interview mail already tells the candidate, so no stage mail is sent.
 */
async function moveToInterviewing(
  tx: Executor,
  actor: SessionUser,
  jobId: number,
  candidateId: number,
) {
  const [current] = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.candidateId, candidateId),
        inArray(applications.status, [...BEFORE_INTERVIEWING]),
      ),
    )
    .for('update');
  if (!current) return null;
  await tx
    .update(applications)
    .set({ status: 'interviewing', statusChangedAt: sql`now()` })
    .where(eq(applications.id, current.id));
  await tx.insert(applicationEvents).values({
    applicationId: current.id,
    fromStatus: current.status,
    toStatus: 'interviewing',
    actorId: actor.id,
  });
  return { id: current.id, fromStatus: current.status as (typeof BEFORE_INTERVIEWING)[number] };
}

export async function listCompanyInterviews(
  deps: InterviewDeps,
  actor: SessionUser,
  companyId: number,
  page: PageQuery,
): Promise<InterviewPage> {
  if (actor.role !== 'company' || actor.partyId !== companyId)
    throw AppError.forbidden('You can only see your own interviews');
  return interviewPage(deps, companySide(actor), page);
}

/** A candidate's or a company's own interviews. */
export async function listMyInterviews(
  deps: InterviewDeps,
  actor: SessionUser,
  page: PageQuery,
): Promise<InterviewPage> {
  return interviewPage(
    deps,
    actor.role === 'company' ? companySide(actor) : sql`i.candidate_id = ${actor.partyId}`,
    page,
  );
}

/** The organisation's interviews; an interviewer's only for the jobs assigned to them. */
const companySide = (actor: SessionUser) =>
  sql`i.company_id = ${actor.partyId} and ${visibleJobs(actor, sql`i.job_id`) ?? sql`true`}`;

/** One page of the owner's interviews: live and upcoming ones soonest first, then past ones latest first. */
async function interviewPage(
  deps: InterviewDeps,
  owner: SQL,
  page: PageQuery,
): Promise<InterviewPage> {
  const { rows, nextCursor } = await pageBySchedule(
    page,
    sql`i.scheduled_at`,
    sql`i.id`,
    () => new Date(Date.now() - LIVE_WINDOW_MINUTES * 60_000),
    (range, order, limit) => selectInterviews(deps.db, sql`${owner} and ${range}`, limit, order),
  );
  return { items: rows.map(({ startKey: _startKey, ...interview }) => interview), nextCursor };
}

/** Only the interview's company and candidate may see or change it. */
export async function participantInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
): Promise<Interview> {
  const interview = await interviewById(deps.db, id);
  const isParticipant =
    (actor.role === 'company' && interview.companyId === actor.partyId) ||
    (actor.role === 'candidate' && interview.candidateId === actor.partyId);
  if (!isParticipant) throw AppError.forbidden('Only the interview participants may do this');
  return interview;
}

/** Replaces the interview's room: a new Jitsi or Google Meet room, or a link the company pastes. */
export async function regenerateMeetingLink(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
  input: MeetingLinkInput,
): Promise<Interview> {
  const interview = await participantInterview(deps, actor, id);
  if (interview.status === 'cancelled' || interview.status === 'completed')
    throw AppError.conflict('This interview is closed');
  let link: { url: string; provider: string };
  if (input.platform === 'custom') {
    if (actor.role !== 'company')
      throw AppError.forbidden('Only the company may paste its own meeting link');
    link = { url: input.url!, provider: 'custom' };
  } else {
    const title = `Interview: ${interview.position ?? 'Takeoff'} — ${interview.companyName}`;
    link = await deps.meetingLinks.generate(input.platform, {
      title,
      startsAt: new Date(interview.scheduledAt),
      durationMinutes: interview.durationMinutes,
    });
  }
  await deps.db
    .update(interviews)
    .set({ meetingLink: link.url, meetingProvider: link.provider })
    .where(eq(interviews.id, id));
  return interviewById(deps.db, id);
}

/** The .ics invite of an interview, for either participant, in their language. */
export async function calendarInvite(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
): Promise<string> {
  await participantInterview(deps, actor, id);
  const reader = actor.role === 'candidate' ? 'candidate' : 'company';
  return buildCalendarInvite(
    toInviteDetails(await loadInterviewInvite(deps.db, id, reader), serverT(actor.locale, 'mail')),
  );
}
