import { and, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { VIDEO_ANSWER_REMINDER_DAYS_BEFORE } from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { candidateConsentNotWithdrawn } from '../consent/consent-state';
import { queueAnswerMail } from './video-answers.requests';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests claimed per transaction: a large backlog is sent in short transactions. */
const BATCH = 200;

/**
 * The scheduled reminder: one mail (the candidate's language, read by the mail worker) to every candidate whose
 * answers are still missing `VIDEO_ANSWER_REMINDER_DAYS_BEFORE` days or less before the deadline. `reminded_at`
 * is claimed in the same UPDATE that picks the request, so two instances (or a member's manual reminder) never
 * send a second one. A candidate who withdrew their consent is skipped. Returns how many reminders were queued.
 */
export async function queueDueAnswerReminders(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  now = new Date(),
): Promise<number> {
  const windowEnd = new Date(now.getTime() + VIDEO_ANSWER_REMINDER_DAYS_BEFORE * DAY_MS);
  let total = 0;
  for (;;) {
    const queued = await deps.db.transaction(async (tx) => {
      // Locked rows are skipped: another instance or a member's reminder is deciding them right now.
      const due = await tx
        .select({ id: videoAnswerRequests.id })
        .from(videoAnswerRequests)
        .innerJoin(applications, eq(applications.id, videoAnswerRequests.applicationId))
        .where(
          and(
            isNull(videoAnswerRequests.completedAt),
            isNull(videoAnswerRequests.remindedAt),
            gt(videoAnswerRequests.deadlineAt, now),
            lte(videoAnswerRequests.deadlineAt, windowEnd),
            // Asked with less than the reminder's lead time: the invitation just sent is the reminder.
            sql`${videoAnswerRequests.createdAt} < ${videoAnswerRequests.deadlineAt} - make_interval(days => ${VIDEO_ANSWER_REMINDER_DAYS_BEFORE})`,
            // A decided application (the same "closed" as a member's asking) is not chased any more.
            notInArray(applications.status, ['hired', 'rejected']),
            // Nor is a candidate who withdrew their consent (as a member's reminder is refused).
            candidateConsentNotWithdrawn(videoAnswerRequests.candidateId),
          ),
        )
        .orderBy(videoAnswerRequests.deadlineAt)
        .limit(BATCH)
        .for('update', { of: videoAnswerRequests, skipLocked: true });
      if (due.length === 0) return 0;
      const claimed = await tx
        .update(videoAnswerRequests)
        .set({ remindedAt: now })
        .where(
          and(
            inArray(
              videoAnswerRequests.id,
              due.map((d) => d.id),
            ),
            isNull(videoAnswerRequests.remindedAt),
          ),
        )
        .returning();
      if (claimed.length === 0) return 0;
      const flights = await tx
        .select({ id: jobs.id, title: jobs.title, companyName: users.name })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.companyId))
        .where(
          inArray(
            jobs.id,
            claimed.map((r) => r.jobId),
          ),
        );
      const flightOf = new Map(flights.map((f) => [f.id, f]));
      for (const request of claimed) {
        const flight = flightOf.get(request.jobId)!;
        await queueAnswerMail(deps, tx, 'video_answers_reminder', request, {
          companyName: flight.companyName,
          jobTitle: flight.title,
        });
      }
      return claimed.length;
    });
    total += queued;
    if (queued < BATCH) return total;
  }
}
