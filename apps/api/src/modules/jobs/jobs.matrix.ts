import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, savedJobs } from '../../db/schema/jobs';
import {
  assignedJobIds,
  assignInterviewer,
  nothingLeaked,
  only,
  unchanged,
  type FieldRow,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { jobInput, postJob } from '../applications/test-factories';
import { minimalMp4 } from '../media/media.fixtures';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/jobs',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/jobs` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
    // The board of the jobs a member may see: all (recruiter), none (an interviewer assigned to nothing), only
    // the assigned ones; another organisation's recruiter is refused (403).
    members: {
      interviewer: 200,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const job = await postJob(f.ctx, f.company);
        if (member === 'assignedInterviewer') await assignInterviewer(f, job.id);
        return {
          url: `/api/companies/${f.company.user.id}/jobs?limit=100`,
          verify: async (res) => {
            if (res.status >= 400) return nothingLeaked(res);
            const ids = (res.body as { items: { id: number }[] }).items.map((j) => j.id);
            if (member === 'recruiter') expect(ids).toContain(job.id);
            if (member === 'interviewer') expect(ids).toEqual([]);
            if (member === 'assignedInterviewer') {
              expect(ids).toContain(job.id);
              expect([...ids].sort((a, b) => a - b)).toEqual(await assignedJobIds(f));
            }
          },
        };
      },
    },
  },
  {
    method: 'post',
    path: '/api/jobs',
    prepare: () => ({ body: jobInput() }),
    expect: only.company(201),
  },
  {
    method: 'put',
    path: '/api/jobs/:id',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}`,
      body: { title: 'Renamed', translations: { el: { title: 'Μετονομασία' } } },
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'put',
    path: '/api/jobs/:id/video',
    // Closed flights: the fixture company's open ones are counted elsewhere (open-jobs lists 100).
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company, { status: 'closed' })).id}/video`,
      attach: { field: 'video', buffer: minimalMp4(), filename: 'job.mp4' },
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'delete',
    path: '/api/jobs/:id',
    prepare: async (f) => ({ url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}` }),
    expect: only.owningCompany(204),
  },
  { method: 'get', path: '/api/jobs', expect: only.signedIn(200) },
  { method: 'get', path: '/api/job-posts', expect: only.signedIn(200) },
  {
    method: 'get',
    path: '/api/jobs/:id',
    prepare: async (f) => ({ url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}` }),
    expect: only.signedIn(200),
  },
  { method: 'get', path: '/api/saved-jobs', expect: only.candidate(200) },
  {
    method: 'post',
    path: '/api/saved-jobs/:jobId',
    prepare: async (f) => ({ url: `/api/saved-jobs/${(await postJob(f.ctx, f.company)).id}` }),
    expect: only.candidate(204),
  },
  {
    method: 'delete',
    path: '/api/saved-jobs/:jobId',
    // The candidate saved it first; for every other role there is nothing to remove or no access.
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company);
      await f.ctx.http.post(`/api/saved-jobs/${job.id}`).set(f.candidate.auth);
      return { url: `/api/saved-jobs/${job.id}` };
    },
    expect: only.candidate(204),
  },
];

const jobRow = (f: MatrixFixture, id: number) => unchanged(f, jobs, eq(jobs.id, id));

/** `company`'s job, with the check that it is untouched. */
async function companyJob(f: MatrixFixture, overrides: Record<string, unknown> = {}) {
  const job = await postJob(f.ctx, f.company, overrides);
  return { job, verify: await jobRow(f, job.id) };
}

/** A job `candidate` saved, with the check that it is still saved. */
async function savedByCandidate(f: MatrixFixture) {
  const job = await postJob(f.ctx, f.company);
  await f.ctx.http.post(`/api/saved-jobs/${job.id}`).set(f.candidate.auth).expect(204);
  return {
    job,
    verify: await unchanged(
      f,
      savedJobs,
      and(eq(savedJobs.candidateId, f.candidate.user.id), eq(savedJobs.jobId, job.id)),
    ),
  };
}

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/jobs',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      await postJob(f.ctx, f.company);
      return { url: `/api/companies/${f.company.user.id}/jobs`, verify: nothingLeaked };
    },
    expect: 403,
  },
  {
    method: 'put',
    path: '/api/jobs/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      // Its second language too: another company's translations leave the job as it was.
      const { job, verify } = await companyJob(f, { translations: { el: { title: 'Πιλότος' } } });
      return {
        url: `/api/jobs/${job.id}`,
        body: { title: 'Hijacked', status: 'closed', translations: { el: { title: 'Πειρατεία' } } },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'put',
    path: '/api/jobs/:id/video',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { job, verify } = await companyJob(f, { status: 'closed' });
      return {
        url: `/api/jobs/${job.id}/video`,
        attach: { field: 'video', buffer: minimalMp4(), filename: 'hijack.mp4' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'delete',
    path: '/api/jobs/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { job, verify } = await companyJob(f);
      return { url: `/api/jobs/${job.id}`, verify };
    },
    expect: 403,
  },
  {
    method: 'get',
    path: '/api/jobs/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company, { status: 'closed' });
      return {
        url: `/api/jobs/${job.id}`,
        verify: (res) => expect(res.body).toMatchObject({ code: 'NOT_FOUND' }),
      };
    },
    // A closed flight is its company's, the admins' and its applicants' only.
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/jobs/:id',
    ids: ['id'],
    as: 'candidate',
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company, { unlisted: true });
      return {
        url: `/api/jobs/${job.id}`,
        verify: (res) => expect(res.body).toMatchObject({ code: 'NOT_FOUND' }),
      };
    },
    // An unlisted flight opens by its number (its link) for others, never by its sequential id (issue #36.8).
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/saved-jobs/:jobId',
    ids: ['jobId'],
    as: 'otherCandidate',
    sharedBecause:
      'saving writes only the caller’s own list; another candidate’s saved entry stays as it was',
    prepare: async (f) => {
      const { job, verify } = await savedByCandidate(f);
      return { url: `/api/saved-jobs/${job.id}`, verify };
    },
    expect: 204,
  },
  {
    method: 'delete',
    path: '/api/saved-jobs/:jobId',
    ids: ['jobId'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { job, verify } = await savedByCandidate(f);
      return { url: `/api/saved-jobs/${job.id}`, verify };
    },
    expect: 404,
  },
];

/** A company opens, boards and closes its own flights: job status is every owner's to set. */
export const openFields = {
  'POST /api/jobs': { status: 'a company sets the status of the flights it posts' },
  'PUT /api/jobs/:id': {
    status:
      'a company sets the status of its own flights (another company is refused by the object rows)',
  },
};

/** What the seeds' client sends besides the job's fields: the server decides these. */
const serverOwned = (f: MatrixFixture) => ({
  companyId: f.otherCompany.user.id,
  flightNumber: 'ZZ0001',
  departureTime: 'hijacked',
  expiresAt: '2001-01-01T00:00:00.000Z',
});

async function expectServerOwned(
  f: MatrixFixture,
  jobId: number,
  before?: { flightNumber: string; departureTime: string | null },
) {
  const [row] = await f.ctx.deps.db.select().from(jobs).where(eq(jobs.id, jobId));
  expect(row).toMatchObject({ companyId: f.company.user.id, expiresAt: null });
  expect(row!.flightNumber).not.toBe('ZZ0001');
  expect(row!.departureTime).not.toBe('hijacked');
  if (before) expect(row).toMatchObject(before);
}

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/jobs',
    fields: ['companyId', 'flightNumber', 'departureTime', 'expiresAt'],
    as: 'company',
    outcome: 'ignored',
    prepare: async (f) => ({
      body: jobInput(serverOwned(f)),
      verify: (res) => expectServerOwned(f, res.body.id),
    }),
    expect: 201,
  },
  {
    method: 'post',
    path: '/api/jobs',
    fields: ['companyId', 'flightNumber'],
    as: 'company',
    outcome: 'ignored',
    // The seeds' multipart form, with a video, carries companyId and flightNumber as form fields.
    prepare: async (f) => ({
      attach: {
        field: 'video',
        buffer: minimalMp4(),
        filename: 'job.mp4',
        fields: {
          ...jobInput(),
          companyId: String(f.otherCompany.user.id),
          flightNumber: 'ZZ0001',
        },
      },
      verify: (res) => expectServerOwned(f, res.body.id),
    }),
    expect: 201,
  },
  {
    method: 'put',
    path: '/api/jobs/:id',
    fields: ['companyId', 'flightNumber', 'departureTime', 'expiresAt'],
    as: 'company',
    outcome: 'ignored',
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company);
      const [before] = await f.ctx.deps.db
        .select({ flightNumber: jobs.flightNumber, departureTime: jobs.departureTime })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      return {
        url: `/api/jobs/${job.id}`,
        body: { title: 'Renamed', ...serverOwned(f) },
        verify: () => expectServerOwned(f, job.id, before),
      };
    },
    expect: 200,
  },
];
