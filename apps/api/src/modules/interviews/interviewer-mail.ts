import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { interviews } from '../../db/schema/interviews';
import { jobInterviewers } from '../../db/schema/org';
import { queueMail } from '../mail/mail.service';
import type { InterviewDeps } from './interview-deps';
import { loadInterviewInvite } from './interview-invite';

/**
 * Mails every interviewer assigned to the interview's flight their copy with the .ics, in the same transaction as
 * the change: they score the candidate, so the booking belongs in their calendar too. Each copy names the
 * interviewer as the attendee and never carries the candidate's address.
 */
export async function mailAssignedInterviewers(
  deps: Pick<InterviewDeps, 'mail'>,
  tx: Executor,
  interviewId: number,
  change: { kind: 'scheduled' | 'moved' | 'cancelled'; sequence: number; reason?: string | null },
) {
  const interviewers = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(interviews)
    .innerJoin(jobInterviewers, eq(jobInterviewers.jobId, interviews.jobId))
    .innerJoin(users, eq(users.id, jobInterviewers.userId))
    .where(eq(interviews.id, interviewId));
  if (interviewers.length === 0) return;
  const invite = await loadInterviewInvite(tx, interviewId, 'company');
  for (const interviewer of interviewers)
    await queueMail(
      deps,
      tx,
      'interviewer_interview',
      { email: interviewer.email, userId: interviewer.id },
      {
        change: change.kind,
        sequence: change.sequence,
        invite: { ...invite, attendee: { name: interviewer.name, email: interviewer.email } },
        ...(change.reason ? { reason: change.reason } : {}),
      },
    );
}
