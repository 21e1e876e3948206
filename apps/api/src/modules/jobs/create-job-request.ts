import type { Request } from 'express';
import { CreateJobRequest, type Job } from '@takeoff/shared/jobs';
import type { AppDeps } from '../../deps';
import { parseOrThrow } from '../../http/api-router';
import type { SessionUser } from '../../http/session';
import { deleteMedia, storeVideoUpload } from '../media/media.service';
import { createJob } from './jobs.service';

/**
 * POST /api/jobs takes the seeds' multipart form (with an optional `video`, streamed to storage and
 * checked by its bytes) or plain JSON. A refused form leaves no stored video behind.
 */
export async function createJobFromRequest(
  deps: AppDeps,
  actor: SessionUser,
  req: Request,
): Promise<Job> {
  if (!req.is('multipart/form-data'))
    return createJob(deps, actor, parseOrThrow(CreateJobRequest, req.body ?? {}, 'body'));
  const { fields, media } = await storeVideoUpload(deps, actor, req, {
    kind: 'job_video',
    fileField: 'video',
    required: false,
  });
  try {
    return await createJob(
      deps,
      actor,
      parseOrThrow(CreateJobRequest, fields, 'body'),
      media?.id ?? null,
    );
  } catch (error) {
    if (media) await deleteMedia(deps, media.id);
    throw error;
  }
}
