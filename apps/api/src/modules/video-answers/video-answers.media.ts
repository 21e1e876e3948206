import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { jobs } from '../../db/schema/jobs';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { assetOf, type MediaAnswer } from '../pitch-videos/pitch-videos.service';
import { findVideoByAccessKey } from '../pitch-videos/pitch-videos.store';
import type { AnswerVideoAsset } from './video-answers.views';

/**
 * An answer's media: the candidate who answered, and members of the organisation applied to who may see that
 * flight (an interviewer: assigned to it). Everyone else, admins included, does not find it.
 */
export async function answerMedia(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  accessKey: string,
  asset: AnswerVideoAsset,
): Promise<MediaAnswer> {
  const video = await findVideoByAccessKey(deps.db, accessKey);
  if (!video || video.purpose !== 'answer') throw AppError.notFound('Video not found');
  if (actor.role === 'candidate' && actor.partyId === video.candidateId)
    return assetOf(video, asset);
  if (actor.role !== 'company') throw AppError.notFound('Video not found');
  const [answer] = await deps.db
    .select({ requestId: videoAnswers.requestId })
    .from(videoAnswers)
    .innerJoin(videoAnswerRequests, eq(videoAnswerRequests.id, videoAnswers.requestId))
    .innerJoin(jobs, eq(jobs.id, videoAnswerRequests.jobId))
    .where(
      and(
        eq(videoAnswers.videoId, video.id),
        eq(jobs.companyId, actor.partyId),
        visibleJobs(actor, jobs.id),
      ),
    )
    .limit(1);
  // Only a finished, playable answer is the company's to watch.
  if (!answer || video.state !== 'ready') throw AppError.notFound('Video not found');
  return assetOf(video, asset);
}
