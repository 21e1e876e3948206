import type { Request } from 'express';
import { and, eq } from 'drizzle-orm';
import type { Job } from '@takeoff/shared/jobs';
import type { AppDeps } from '../../deps';
import { jobs } from '../../db/schema/jobs';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { deleteMedia, storeVideoUpload } from '../media/media.service';
import { findJob, toJob } from './job-rows';
import { ownedJob } from './jobs.service';

/**
 * Adds or replaces a posted job's video. Ownership is checked before a byte is stored; the new video
 * is attached only to a job the company still owns, and the one it replaces is removed after.
 */
export async function replaceJobVideo(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  req: Request,
): Promise<Job> {
  const before = await ownedJob(deps, actor, id);
  const { media } = await storeVideoUpload(deps, actor, req, {
    kind: 'job_video',
    fileField: 'video',
    required: true,
  });
  const [attached] = await deps.db
    .update(jobs)
    .set({ videoMediaId: media!.id, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, actor.partyId)))
    .returning({ id: jobs.id });
  if (!attached) {
    // The job was deleted while the video streamed in.
    await deleteMedia(deps, media!.id);
    throw AppError.notFound('Job not found');
  }
  if (before.videoMediaId != null && before.videoMediaId !== media!.id)
    await deleteMedia(deps, before.videoMediaId);
  return toJob((await findJob(deps.db, id))!);
}
