import {
  BackgroundJob,
  BackgroundJobList,
  BackgroundJobParams,
  BackgroundJobsQuery,
  ScheduledJobList,
  ScheduledJobParams,
  ScheduledJobRun,
} from '@takeoff/shared/admin';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { recordAudit } from './audit.service';
import { runScheduledJobNow, scheduledJobs } from '../../scheduler';

/**
 * The back office's view of background work: jobs by state (failed by default, with their error), a retry, and the
 * scheduled jobs with a "Run now" (after an outage, or to see a fix take effect without waiting for the schedule).
 */
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

  api.add({
    method: 'get',
    path: '/api/admin/scheduled-jobs',
    summary: 'The scheduled jobs: name, cron pattern and its time zone',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    response: ScheduledJobList,
    handler: () => ({
      items: scheduledJobs(deps).map((job) => ({
        name: job.name,
        pattern: job.pattern,
        timezone: job.timezone ?? 'UTC',
      })),
    }),
  });

  api.add({
    method: 'post',
    path: '/api/admin/scheduled-jobs/:name/run',
    summary:
      'Run a scheduled job now, outside its schedule: queued for any instance’s worker, once, with its retries (audited); 409 while a run of it is waiting or running',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: ScheduledJobParams,
    response: ScheduledJobRun,
    status: 202,
    errors: [404, 409],
    handler: async ({ user, params }) => {
      const job = scheduledJobs(deps).find((j) => j.name === params.name);
      if (!job) throw AppError.notFound('No scheduled job with this name');
      // The run and its audit row commit together: no unrecorded run, no record of a run never queued.
      const id = await deps.db.transaction(async (tx) => {
        const queued = await runScheduledJobNow(deps, job, tx);
        if (!queued)
          throw AppError.conflict(
            'A run of this job is already waiting or running: it takes the latest data when it starts',
            'SCHEDULED_JOB_ALREADY_QUEUED',
          );
        await recordAudit(tx, user, {
          action: 'scheduled_job.run',
          targetType: 'scheduled_job',
          targetId: job.name,
          details: { jobId: queued },
        });
        return queued;
      });
      return { id, queue: job.name, state: 'created' as const };
    },
  });
}
