import { IdParams, PageQuery } from '@takeoff/shared/common';
import {
  Application,
  ApplicationPage,
  CompanyJobStats,
  CreateApplicationRequest,
  JobsWithApplicationsPage,
  JobsWithApplicationsQuery,
  MoveApplicationRequest,
} from '@takeoff/shared/applications';
import { CompanyIdParams } from '@takeoff/shared/jobs';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import {
  apply,
  listApplications,
  moveApplication,
  withdrawApplication,
} from './applications.service';
import { companyStats, jobsWithApplications } from './company-pipeline.service';

export function registerApplicationRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['applications'];

  api.add({
    method: 'post',
    path: '/api/applications',
    summary:
      'Apply to an open job (a video pitch is required; once per job). candidateId and status in the body are ignored.',
    tags,
    access: ['candidate'],
    body: CreateApplicationRequest,
    response: Application,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => apply(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/applications',
    summary:
      "A company's applications to its jobs, or a candidate's own applications, newest first (keyset pages)",
    tags,
    access: ['company', 'candidate'],
    orgPermission: 'applications.read',
    query: PageQuery,
    response: ApplicationPage,
    handler: ({ user, query }) => listApplications(deps, user, query),
  });

  api.add({
    method: 'delete',
    path: '/api/applications/:id',
    summary:
      'Withdraw my application while it is pending (409 NOT_PENDING once the company moved it); another candidate’s is not found',
    tags,
    access: ['candidate'],
    params: IdParams,
    errors: [409],
    handler: ({ user, params }) => withdrawApplication(deps, user, params.id),
  });

  api.add({
    method: 'patch',
    path: '/api/applications/:id/status',
    summary:
      'Move an application to another pipeline stage (pending, reviewed, shortlisted, interviewing, hired, rejected); every move is logged',
    tags,
    access: ['company'],
    params: IdParams,
    body: MoveApplicationRequest,
    response: Application,
    errors: [409],
    handler: ({ user, params, body }) => moveApplication(deps, user, params.id, body.status),
  });

  api.add({
    method: 'get',
    path: '/api/companies/:id/jobs-with-applications',
    summary:
      "A company's jobs (keyset pages), each with its applications, applicants' names, emails and pitches; talentPool=true: only the applicants in the company's own talent pool, and their jobs",
    tags,
    access: ['company', 'admin'],
    orgPermission: 'applications.read',
    params: CompanyIdParams,
    query: JobsWithApplicationsQuery,
    response: JobsWithApplicationsPage,
    handler: ({ user, params, query }) => jobsWithApplications(deps, user, params.id, query),
  });

  api.add({
    method: 'get',
    path: '/api/companies/:id/stats',
    summary:
      'Company dashboard figures: active jobs, applications, interviews, hires, funnel, median days to hire',
    tags,
    access: ['company', 'admin'],
    params: CompanyIdParams,
    response: CompanyJobStats,
    handler: ({ user, params }) => companyStats(deps, user, params.id),
  });
}
