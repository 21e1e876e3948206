import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';

/**
 * Processing gave up on an answer's video (a refused file, or the last try crashed): the candidate is told at once,
 * while the deadline still lets them record it again (the question reads `failed` meanwhile). The processing job
 * calls it; it imports no pitch video code.
 */
export async function tellAnswerVideoFailed(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  videoId: number,
) {
  const [row] = await deps.db
    .select({
      applicationId: videoAnswerRequests.applicationId,
      candidateId: videoAnswerRequests.candidateId,
      deadlineAt: videoAnswerRequests.deadlineAt,
      questionIndex: videoAnswers.questionIndex,
      jobTitle: jobs.title,
      companyName: users.name,
    })
    .from(videoAnswers)
    .innerJoin(videoAnswerRequests, eq(videoAnswerRequests.id, videoAnswers.requestId))
    .innerJoin(jobs, eq(jobs.id, videoAnswerRequests.jobId))
    .innerJoin(users, eq(users.id, jobs.companyId))
    .where(eq(videoAnswers.videoId, videoId))
    .limit(1);
  if (!row || row.deadlineAt.getTime() <= Date.now()) return;
  const created = await deps.notifications.create(deps.db, {
    to: { userId: row.candidateId },
    type: 'video_answer_failed',
    entityType: 'application',
    entityId: row.applicationId,
    text: (t) => ({
      title: t('videoAnswers.failedTitle'),
      message: t('videoAnswers.failed', {
        number: row.questionIndex + 1,
        company: row.companyName,
        job: row.jobTitle,
      }),
    }),
  });
  deps.notifications.publish(created);
}
