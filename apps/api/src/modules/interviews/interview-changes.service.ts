import { eq, sql } from 'drizzle-orm';
import {
  INTERVIEW_CHANGE_CODES,
  INTERVIEW_TEXTS,
  type CancelInterviewInput,
  type Interview,
  type RescheduleInterviewInput,
} from '@takeoff/shared/interviews';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { queueMail } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { InterviewDeps } from './interview-deps';
import { loadInterviewInvite } from './interview-invite';
import { mailAssignedInterviewers } from './interviewer-mail';
import { assertNotPast, interviewById, toIso } from './interview-queries';
import { participantInterview } from './interviews.service';

type Created = Awaited<ReturnType<NotificationService['create']>>;

/** An interview row as a change needs it, locked until the transaction ends. */
export interface LockedInterview {
  id: number;
  candidateId: number;
  position: string;
  scheduledAt: Date;
  durationMinutes: number;
}

export type InterviewChange =
  | { kind: 'moved'; scheduledAt: Date; durationMinutes: number }
  | { kind: 'cancelled'; reason: string | null };

/** Locks the interview for a change: a cancelled one stays cancelled, and one that has started is history. */
export async function lockChangeableInterview(tx: Executor, id: number): Promise<LockedInterview> {
  const result = await tx.execute(sql`
    select i.id, i.candidate_id, i.status, i.scheduled_at, i.duration_minutes, i.scheduled_at <= now() as started,
           coalesce(j.title, 'Takeoff') as position
      from interviews i left join jobs j on j.id = i.job_id
     where i.id = ${id}
       for update of i`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw AppError.notFound('Interview not found');
  if (row.status === 'cancelled')
    throw AppError.conflict(
      INTERVIEW_TEXTS.interviewCancelled,
      INTERVIEW_CHANGE_CODES.interviewCancelled,
    );
  if (row.started === true || row.status === 'completed')
    throw AppError.conflict(INTERVIEW_TEXTS.interviewPast, INTERVIEW_CHANGE_CODES.interviewPast);
  return {
    id: Number(row.id),
    candidateId: Number(row.candidate_id),
    position: String(row.position),
    scheduledAt: new Date(toIso(row.scheduled_at)),
    durationMinutes: Number(row.duration_minutes),
  };
}

/**
 * Applies a move or a cancellation to a locked interview, raises its SEQUENCE, and tells the candidate in the
 * same transaction: a notification (the time as data) and the mail with the updated or cancelling .ics.
 */
export async function applyInterviewChange(
  deps: Pick<InterviewDeps, 'mail' | 'notifications'>,
  tx: Executor,
  actor: SessionUser,
  interview: LockedInterview,
  change: InterviewChange,
): Promise<Created> {
  const updated = await tx.execute(
    change.kind === 'moved'
      ? sql`update interviews set scheduled_at = ${change.scheduledAt.toISOString()}, duration_minutes = ${change.durationMinutes},
                 sequence = sequence + 1 where id = ${interview.id} returning sequence`
      : sql`update interviews set status = 'cancelled', cancellation_reason = ${change.reason},
                 sequence = sequence + 1 where id = ${interview.id} returning sequence`,
  );
  const sequence = Number((updated.rows[0] as { sequence: number }).sequence);
  const [candidate] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, interview.candidateId));
  const invite = await loadInterviewInvite(tx, interview.id, 'candidate');
  await queueMail(
    deps,
    tx,
    'interview_invite',
    { email: candidate!.email, userId: interview.candidateId },
    {
      change: change.kind,
      sequence,
      invite,
      ...(change.kind === 'cancelled' && change.reason ? { reason: change.reason } : {}),
    },
  );
  await mailAssignedInterviewers(deps, tx, interview.id, {
    kind: change.kind,
    sequence,
    reason: change.kind === 'cancelled' ? change.reason : null,
  });
  const base = {
    to: { userId: interview.candidateId },
    actorId: actor.partyId,
    entityType: 'interview' as const,
    entityId: interview.id,
  };
  if (change.kind === 'moved')
    return deps.notifications.create(tx, {
      ...base,
      type: 'interview_moved',
      text: (t) => ({
        title: t('interviewMoved.title'),
        message: t('interviewMoved.message', {
          company: actor.partyName,
          position: interview.position,
        }),
      }),
      occursAt: change.scheduledAt,
    });
  return deps.notifications.create(tx, {
    ...base,
    type: 'interview_cancelled',
    text: (t) => {
      const texts = { company: actor.partyName, position: interview.position };
      return {
        title: t('interviewCancelled.title'),
        message: change.reason
          ? t('interviewCancelled.messageWithReason', { ...texts, reason: change.reason })
          : t('interviewCancelled.message', texts),
      };
    },
    occursAt: interview.scheduledAt,
  });
}

/** Runs one change of one interview the acting company owns, then pushes the candidate's notification. */
async function changeOwnInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
  change: (current: LockedInterview) => InterviewChange,
): Promise<Interview> {
  const created = await deps.db.transaction(async (tx) => {
    const current = await lockChangeableInterview(tx, id);
    return applyInterviewChange(deps, tx, actor, current, change(current));
  });
  deps.notifications.publish(created);
  return interviewById(deps.db, id);
}

/** The company moves its interview (start, length or both); the meeting link stays. */
export async function rescheduleInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
  input: RescheduleInterviewInput,
): Promise<Interview> {
  await participantInterview(deps, actor, id);
  if (input.scheduledAt) assertNotPast(input.scheduledAt, INTERVIEW_TEXTS.notInPast);
  return changeOwnInterview(deps, actor, id, (current) => ({
    kind: 'moved',
    scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : current.scheduledAt,
    durationMinutes: input.durationMinutes ?? current.durationMinutes,
  }));
}

/** The company cancels its interview; it stays on both lists, marked cancelled, with the reason for the candidate. */
export async function cancelInterview(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
  input: CancelInterviewInput,
): Promise<Interview> {
  await participantInterview(deps, actor, id);
  return changeOwnInterview(deps, actor, id, () => ({
    kind: 'cancelled',
    reason: input.reason || null,
  }));
}
