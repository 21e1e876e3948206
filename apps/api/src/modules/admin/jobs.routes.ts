import { AdminJob, AdminJobInput, AdminJobPage, AdminJobQuery } from '@takeoff/shared/admin-jobs';
import { IdParams } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { createJob, deleteJob, listJobs, updateJob } from './jobs.service';

export function registerAdminJobRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/admin/jobs',
    summary:
      'Every job with its company; search title, company name or location; filter by status (paged)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: AdminJobQuery,
    response: AdminJobPage,
    handler: ({ query }) => listJobs(deps, query),
  });

  api.add({
    method: 'post',
    path: '/api/admin/jobs',
    summary: 'Create a job for a company (flight number and departure time generated when empty)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: AdminJobInput,
    response: AdminJob,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => createJob(deps, user, body),
  });

  api.add({
    method: 'put',
    path: '/api/admin/jobs/:id',
    summary: 'Edit a job (empty flight number or departure time keep the stored ones)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    body: AdminJobInput,
    response: AdminJob,
    errors: [409],
    handler: ({ user, params, body }) => updateJob(deps, user, params.id, body),
  });

  api.add({
    method: 'delete',
    path: '/api/admin/jobs/:id',
    summary: 'Delete a job with its applications and video',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    handler: ({ user, params }) => deleteJob(deps, user, params.id),
  });
}
