import { z } from 'zod';
import { IdParams, PageQuery } from '@takeoff/shared/common';
import {
  CompanyIdParams,
  CreateJobRequest,
  Job,
  JobBoardPage,
  JobIdParams,
  JobList,
  JobPage,
  JobSearchQuery,
  LatestJobsQuery,
  SavedJobPage,
  UpdateJobRequest,
} from '@takeoff/shared/jobs';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { createJobFromRequest } from './create-job-request';
import { replaceJobVideo } from './job-video.service';
import {
  deleteJob,
  getJob,
  latestJobs,
  listCompanyJobs,
  searchBoard,
  updateJob,
} from './jobs.service';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs.service';

const JobVideoForm = z
  .object({ video: z.string().meta({ format: 'binary' }) })
  .meta({ id: 'JobVideoForm' });

export function registerJobRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['jobs'];

  api.add({
    method: 'get',
    path: '/api/companies/:id/jobs',
    summary: "A company's own jobs, every status, newest first (keyset pages)",
    tags,
    access: ['company', 'admin'],
    orgPermission: 'applications.read',
    params: CompanyIdParams,
    query: PageQuery,
    response: JobPage,
    handler: ({ user, params, query }) => listCompanyJobs(deps, user, params.id, query),
  });

  api.add({
    method: 'post',
    path: '/api/jobs',
    summary:
      'Post a job (multipart with an optional video, or JSON); the flight number and departure time are set by the server',
    tags,
    access: ['company'],
    rawBody: {
      contentType: 'multipart/form-data',
      schema: CreateJobRequest,
      description:
        'Job fields (skills as a comma string) and an optional `video` file: mp4, webm, mov or avi, at most 50 MB. JSON bodies are accepted too.',
    },
    response: Job,
    status: 201,
    errors: [409, 413, 415],
    handler: ({ user, req }) => createJobFromRequest(deps, user, req),
  });

  api.add({
    method: 'put',
    path: '/api/jobs/:id',
    summary: 'Edit one of my jobs',
    tags,
    access: ['company'],
    params: IdParams,
    body: UpdateJobRequest,
    response: Job,
    handler: ({ user, params, body }) => updateJob(deps, user, params.id, body),
  });

  api.add({
    method: 'put',
    path: '/api/jobs/:id/video',
    summary:
      "Add or replace one of my jobs' video (mp4, webm, mov or avi by its bytes, up to 50 MB); the previous one is deleted",
    tags,
    access: ['company'],
    params: IdParams,
    rawBody: {
      contentType: 'multipart/form-data',
      schema: JobVideoForm,
      description: 'The `video` file',
    },
    response: Job,
    errors: [404, 413, 415],
    handler: ({ user, params, req }) => replaceJobVideo(deps, user, params.id, req),
  });

  api.add({
    method: 'delete',
    path: '/api/jobs/:id',
    summary: 'Delete one of my jobs with its applications',
    tags,
    access: ['company'],
    params: IdParams,
    handler: ({ user, params }) => deleteJob(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/jobs',
    summary:
      'The job board: open jobs newest first, searched by title, company, location and skills (keyset pages)',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    query: JobSearchQuery,
    response: JobBoardPage,
    handler: ({ query }) => searchBoard(deps, query),
  });

  api.add({
    method: 'get',
    path: '/api/job-posts',
    summary: 'The latest open jobs (the overview shows the first 3)',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    query: LatestJobsQuery,
    response: JobList,
    handler: ({ query }) => latestJobs(deps, query),
  });

  api.add({
    method: 'get',
    path: '/api/jobs/:id',
    summary:
      'One job (a closed one only for its company, admins and candidates who applied to it; 404 for others)',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: IdParams,
    response: Job,
    handler: ({ user, params }) => getJob(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/saved-jobs',
    summary: 'My saved jobs, most recently saved first (keyset pages)',
    tags,
    access: ['candidate'],
    query: PageQuery,
    response: SavedJobPage,
    handler: ({ user, query }) => listSavedJobs(deps, user, query),
  });

  api.add({
    method: 'post',
    path: '/api/saved-jobs/:jobId',
    summary: 'Save a job (saving again changes nothing)',
    tags,
    access: ['candidate'],
    params: JobIdParams,
    handler: ({ user, params }) => saveJob(deps, user, params.jobId),
  });

  api.add({
    method: 'delete',
    path: '/api/saved-jobs/:jobId',
    summary: 'Remove a job from my saved jobs',
    tags,
    access: ['candidate'],
    params: JobIdParams,
    handler: ({ user, params }) => unsaveJob(deps, user, params.jobId),
  });
}
