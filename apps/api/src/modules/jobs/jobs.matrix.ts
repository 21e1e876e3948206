import { only, type MatrixRow } from '../../test/matrix';
import { jobInput, postJob } from '../applications/test-factories';

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/companies/:id/jobs',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/jobs` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
  },
  { method: 'post', path: '/api/jobs', prepare: () => ({ body: jobInput() }), expect: only.company(201) },
  {
    method: 'put',
    path: '/api/jobs/:id',
    prepare: async (f) => ({ url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}`, body: { title: 'Renamed' } }),
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
