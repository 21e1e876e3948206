import {
  BackgroundJob,
  BackgroundJobList,
  BackgroundJobParams,
  BackgroundJobsQuery,
} from '@takeoff/shared/admin';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { recordAudit } from './audit.service';

/** The back office's view of background work: jobs by state (failed by default, with their error) and a retry. */
export function registerAdminBackgroundJobRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/admin/background-jobs',
    summary:
      'Background jobs by state (default: failed), newest first, with the error each failed with',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: BackgroundJobsQuery,
    response: BackgroundJobList,
    handler: async ({ query }) => ({ items: await deps.jobs.list(deps.db, query.state, 100) }),
  });

  api.add({
    method: 'post',
    path: '/api/admin/background-jobs/:id/retry',
    summary: 'Put a failed job back on its queue',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: BackgroundJobParams,
    response: BackgroundJob.pick({ id: true, queue: true, state: true }),
    errors: [404],
    handler: async ({ user, params }) => {
      const queue = await deps.jobs.retry(deps.db, params.id);
      if (!queue) throw AppError.notFound('No failed job with this id');
      await recordAudit(deps.db, user, {
        action: 'background_job.retry',
        targetType: 'background_job',
        targetId: params.id,
        details: { queue },
      });
      return { id: params.id, queue, state: 'retry' };
    },
  });
}
