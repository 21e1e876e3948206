import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/jobs';
import { applicationPromises } from '../../db/schema/response-promise';
import {
  assignApplicationInUrl,
  only,
  unchanged,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { candidateApplication, ensurePitch } from '../applications/applications.matrix';
import { applyTo, postJob } from '../applications/test-factories';

/** A fresh application of `candidate` to a fresh job of `company`. */
async function freshApplication(f: MatrixFixture) {
  await ensurePitch(f);
  return applyTo(f.ctx, f.candidate, (await postJob(f.ctx, f.company)).id);
}

const settings = { promiseDays: 10, closingTexts: { en: 'Thank you, {job}.', el: null } };

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/org/response-promise', expect: only.company(200) },
  {
    method: 'put',
    path: '/api/org/response-promise',
    // Each organisation sets only its own promise: the path has no id; the owner only (members.manage).
    prepare: () => ({ body: settings }),
    expect: only.company(200),
  },
  {
    method: 'get',
    path: '/api/applications/:id/timeline',
    prepare: async (f) => ({
      url: `/api/applications/${(await freshApplication(f)).id}/timeline`,
    }),
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: '/api/applications/:id/viewed',
    prepare: async (f) => ({ url: `/api/applications/${(await freshApplication(f)).id}/viewed` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 404, admin: 403 },
    // An interviewer records a view only of the jobs they are assigned to; of any other it is not found.
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignApplicationInUrl },
  },
  {
    method: 'post',
    path: '/api/applications/:id/reject',
    prepare: async (f) => ({
      url: `/api/applications/${(await freshApplication(f)).id}/reject`,
      body: { keepInTalentPool: true, feedback: 'Thank you' },
    }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 404, admin: 403 },
  },
  {
    method: 'get',
    path: '/api/companies/:id/response-record',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/response-record` }),
    expect: only.public(200),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/applications/:id/timeline',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      return { url: `/api/applications/${application.id}/timeline`, verify };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/viewed',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      const promise = await unchanged(
        f,
        applicationPromises,
        eq(applicationPromises.applicationId, application.id),
      );
      return {
        url: `/api/applications/${application.id}/viewed`,
        verify: async (res) => {
          await verify(res);
          await promise(res);
        },
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/reject',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      return {
        url: `/api/applications/${application.id}/reject`,
        body: { keepInTalentPool: false },
        verify: async (res) => {
          await verify(res);
          const [row] = await f.ctx.deps.db
            .select({ status: applications.status })
            .from(applications)
            .where(eq(applications.id, application.id));
          expect(row?.status).toBe('pending');
        },
      };
    },
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/companies/:id/response-record',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause:
      'a company’s answer record is public (flight and careers pages), and only as figures from 10 applications',
    prepare: async (f) => ({
      url: `/api/companies/${f.company.user.id}/response-record`,
      verify: (res) => {
        expect(Object.keys(res.body as object).sort()).toEqual([
          'companyId',
          'figures',
          'promiseDays',
        ]);
      },
    }),
    expect: 200,
  },
];
