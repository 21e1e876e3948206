import { only, type MatrixRow } from '../../test/matrix';
import { applyTo, createPitch, postJob } from './test-factories';
import type { MatrixFixture } from '../../test/matrix';

let pitched: Promise<unknown> | null = null;
/** The matrix candidate needs a pitch once to apply. */
const ensurePitch = (f: MatrixFixture) => (pitched ??= createPitch(f.ctx, f.candidate));

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/applications',
    prepare: async (f) => {
      await ensurePitch(f);
      return { body: { jobId: (await postJob(f.ctx, f.company)).id, coverMessage: 'Hi' } };
    },
    expect: only.candidate(201),
  },
  { method: 'get', path: '/api/applications', expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 } },
  {
    method: 'patch',
    path: '/api/applications/:id/status',
    prepare: async (f) => {
      await ensurePitch(f);
      const application = await applyTo(f.ctx, f.candidate, (await postJob(f.ctx, f.company)).id);
      return { url: `/api/applications/${application.id}/status`, body: { status: 'reviewed' } };
    },
    expect: only.owningCompany(200),
  },
  {
    method: 'get',
    path: '/api/companies/:id/jobs-with-applications',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/jobs-with-applications` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
  },
  {
    method: 'get',
    path: '/api/companies/:id/stats',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/stats` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
  },
];
