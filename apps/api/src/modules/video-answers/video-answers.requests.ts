import { and, eq, sql } from 'drizzle-orm';
import { VIDEO_ANSWER_ERRORS } from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import { queueMail } from '../mail/mail.service';
import { resolveSettings } from './video-answers.settings';
import type { RequestRow } from './video-answers.views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes an application's request for answers (questions and settings copied from the flight today) and queues the
 * invitation mail, in the caller's transaction. `onlyIfEnabled`: applying asks only when the flight turned answers
 * on; a member asking afterwards uses the flight's settings (or the defaults with the promo's questions) anyway.
 * Returns null when there is nothing to ask.
 */
export async function createAnswerRequest(
  deps: Pick<AppDeps, 'mail'>,
  tx: Executor,
  input: {
    applicationId: number;
    jobId: number;
    candidateId: number;
    startsAt: Date;
    requestedBy: number | null;
    onlyIfEnabled: boolean;
  },
): Promise<RequestRow | null> {
  const [job] = await tx
    .select({ id: jobs.id, companyId: jobs.companyId, title: jobs.title, companyName: users.name })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.companyId))
    .where(eq(jobs.id, input.jobId))
    .limit(1);
  if (!job) return null;
  const settings = await resolveSettings(tx, job);
  if (input.onlyIfEnabled && !settings.enabled) return null;
  if (settings.questions.length === 0) {
    if (input.onlyIfEnabled) return null;
    throw AppError.conflict(
      'This flight has no questions to ask: write them in its settings or in your company promo',
      VIDEO_ANSWER_ERRORS.noQuestions,
    );
  }
  const [row] = await tx
    .insert(videoAnswerRequests)
    .values({
      applicationId: input.applicationId,
      candidateId: input.candidateId,
      jobId: job.id,
      questions: settings.questions,
      thinkingSeconds: settings.thinkingSeconds,
      answerSeconds: settings.answerSeconds,
      retakes: settings.retakes,
      allowUpload: settings.allowUpload,
      deadlineAt: new Date(input.startsAt.getTime() + settings.deadlineDays * DAY_MS),
      requestedBy: input.requestedBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw AppError.conflict(
      'This applicant was already asked for video answers',
      VIDEO_ANSWER_ERRORS.alreadyAsked,
    );
  await queueAnswerMail(deps, tx, 'video_answers_invitation', row, {
    companyName: job.companyName,
    jobTitle: job.title,
  });
  return row;
}

/** One of the three answer mails to the candidate, in their language (the mail worker reads it when sending). */
export async function queueAnswerMail(
  deps: Pick<AppDeps, 'mail'>,
  tx: Executor,
  template: 'video_answers_invitation' | 'video_answers_reminder' | 'video_answers_submitted',
  request: RequestRow,
  flight: { companyName: string; jobTitle: string },
  submitted: { number: number; kind: 'video' | 'written'; question: string }[] = [],
) {
  const [candidate] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, request.candidateId));
  if (!candidate) return;
  await queueMail(
    deps,
    tx,
    template,
    { email: candidate.email, userId: request.candidateId },
    {
      requestId: request.id,
      candidateName: candidate.name,
      companyName: flight.companyName,
      jobTitle: flight.jobTitle,
      questionCount: request.questions.length,
      deadlineAt: request.deadlineAt.toISOString(),
      submitted,
    },
  );
}

/** Locks a request for a change of its answers (two tabs answering at once take turns). */
export async function lockRequest(tx: Executor, id: number): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(videoAnswerRequests)
    .where(eq(videoAnswerRequests.id, id))
    .for('update');
  return row ?? null;
}

/** Marks a request complete once every question has an answer; true when this call completed it. */
export async function completeIfAllAnswered(tx: Executor, request: RequestRow): Promise<boolean> {
  const [done] = await tx
    .update(videoAnswerRequests)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(videoAnswerRequests.id, request.id),
        sql`${videoAnswerRequests.completedAt} is null`,
        // A video that failed processing is no answer (the candidate records it again).
        sql`(select count(*) from video_answers a left join pitch_videos v on v.id = a.video_id
              where a.request_id = ${request.id} and a.submitted_at is not null
                and v.state is distinct from 'failed') >= cardinality(${videoAnswerRequests.questions})`,
      ),
    )
    .returning({ id: videoAnswerRequests.id });
  return done !== undefined;
}
