import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications } from '../../db/schema/jobs';
import type { SignedIn } from '../../test/harness';
import {
  assignedJobIds,
  assignInterviewer,
  nothingLeaked,
  only,
  throwaway,
  unchanged,
  type FieldRow,
  type MatrixFixture,
  type MatrixRow,
  type MemberRole,
  type ObjectRow,
} from '../../test/matrix';
import { pitchOf } from '../pitches/pitch-fixtures';
import { applyTo, postJob } from './test-factories';

const pitched = new Map<number, Promise<unknown>>();
/** A candidate needs a pitch (once) to apply. */
export function ensurePitch(f: MatrixFixture, who: SignedIn = f.candidate) {
  if (!pitched.has(who.user.id)) pitched.set(who.user.id, pitchOf(f.ctx, who));
  return pitched.get(who.user.id)!;
}

/** `candidate`'s application to a job of `company`, with the check that it is untouched. */
export async function candidateApplication(f: MatrixFixture) {
  await ensurePitch(f);
  const job = await postJob(f.ctx, f.company);
  const application = await applyTo(f.ctx, f.candidate, job.id);
  return {
    job,
    application,
    verify: await unchanged(f, applications, eq(applications.id, application.id)),
  };
}

/**
 * For a member's run of a company list: a fresh job of `company` with a fresh candidate's application, the job
 * assigned to the member when they are the assigned interviewer.
 */
export async function memberJobWithApplication(f: MatrixFixture, member: MemberRole) {
  const job = await postJob(f.ctx, f.company);
  const candidate = await throwaway(f, 'candidate');
  await ensurePitch(f, candidate);
  const application = await applyTo(f.ctx, candidate, job.id);
  if (member === 'assignedInterviewer') await assignInterviewer(f, job.id);
  return { job, application, candidate };
}

interface Listed {
  id: number;
  jobId?: number;
  applications?: { id: number }[];
}
const itemsOf = (body: unknown) => (body as { items: Listed[] }).items;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

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
  {
    method: 'get',
    path: '/api/applications',
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 },
    // Every member gets a list: the organisation's applications (recruiter), none (an interviewer assigned to
    // nothing), only those of the assigned jobs, and another organisation's recruiter only its own.
    members: {
      interviewer: 200,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const { job, application } = await memberJobWithApplication(f, member);
        return {
          url: '/api/applications?limit=100',
          verify: async (res) => {
            const items = itemsOf(res.body);
            const ids = items.map((a) => a.id);
            if (member === 'recruiter') expect(ids).toContain(application.id);
            if (member === 'interviewer') expect(items).toEqual([]);
            if (member === 'assignedInterviewer') {
              expect(ids).toContain(application.id);
              const assigned = await assignedJobIds(f);
              expect(items.filter((a) => !assigned.includes(a.jobId!))).toEqual([]);
            }
            if (member === 'otherRecruiter') {
              expect(ids).not.toContain(application.id);
              expect(
                items.filter(
                  (a) =>
                    a.jobId === job.id ||
                    (a as { companyId?: number }).companyId === f.company.user.id,
                ),
              ).toEqual([]);
            }
          },
        };
      },
    },
  },
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
    method: 'delete',
    path: '/api/applications/:id',
    // The candidate withdraws its own pending application; nobody else may.
    prepare: async (f) => {
      await ensurePitch(f);
      const application = await applyTo(f.ctx, f.candidate, (await postJob(f.ctx, f.company)).id);
      return { url: `/api/applications/${application.id}` };
    },
    expect: only.candidate(204),
  },
  {
    method: 'get',
    path: '/api/companies/:id/jobs-with-applications',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/jobs-with-applications` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
    // The pipeline of the jobs a member may see: all (recruiter), none (an interviewer assigned to nothing),
    // only the assigned ones with their applicants; another organisation's recruiter is refused (403).
    members: {
      interviewer: 200,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const { job, application } = await memberJobWithApplication(f, member);
        return {
          url: `/api/companies/${f.company.user.id}/jobs-with-applications?limit=100`,
          verify: async (res) => {
            if (res.status >= 400) return nothingLeaked(res);
            const items = itemsOf(res.body);
            const listed = items.find((j) => j.id === job.id);
            if (member === 'interviewer') expect(items).toEqual([]);
            if (member === 'recruiter' || member === 'assignedInterviewer')
              expect(listed?.applications?.map((a) => a.id)).toEqual([application.id]);
            if (member === 'assignedInterviewer')
              expect(sorted(items.map((j) => j.id))).toEqual(await assignedJobIds(f));
          },
        };
      },
    },
  },
  {
    method: 'get',
    path: '/api/companies/:id/stats',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/stats` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 403, admin: 200 },
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'post',
    path: '/api/applications',
    ids: ['jobId'],
    as: 'otherCandidate',
    sharedBecause:
      'every candidate may apply to any open flight; the application written is the caller’s own',
    prepare: async (f) => {
      await ensurePitch(f, f.otherCandidate);
      const { job, verify } = await candidateApplication(f);
      return {
        body: { jobId: job.id, coverMessage: 'Me too' },
        verify: async (res) => {
          await verify(res);
          expect(res.body).toMatchObject({
            jobId: job.id,
            candidateId: f.otherCandidate.user.id,
            status: 'pending',
          });
        },
      };
    },
    expect: 201,
  },
  {
    method: 'patch',
    path: '/api/applications/:id/status',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      return {
        url: `/api/applications/${application.id}/status`,
        body: { status: 'rejected' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'delete',
    path: '/api/applications/:id',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      return { url: `/api/applications/${application.id}`, verify };
    },
    expect: 404,
  },
  ...(['jobs-with-applications', 'stats'] as const).map((view): ObjectRow => ({
    method: 'get',
    path: `/api/companies/:id/${view}`,
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      await candidateApplication(f);
      return { url: `/api/companies/${f.company.user.id}/${view}`, verify: nothingLeaked };
    },
    expect: 403,
  })),
  {
    // The talent pool filter reads the path's organisation's pool: another company asking for it learns nothing.
    method: 'get',
    path: '/api/companies/:id/jobs-with-applications',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application } = await candidateApplication(f);
      const kept = await f.ctx.http
        .post(`/api/applications/${application.id}/reject`)
        .set(f.company.auth)
        .send({ keepInTalentPool: true });
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      return {
        url: `/api/companies/${f.company.user.id}/jobs-with-applications?talentPool=true`,
        verify: nothingLeaked,
      };
    },
    expect: 403,
  },
];

export const fieldRows: FieldRow[] = [
  {
    method: 'patch',
    path: '/api/applications/:id/status',
    fields: ['status'],
    // The applicant may not move their own application: only the job's company does.
    as: 'candidate',
    outcome: 'refused',
    prepare: async (f) => {
      const { application, verify } = await candidateApplication(f);
      return {
        url: `/api/applications/${application.id}/status`,
        body: { status: 'hired' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/applications',
    // The seeds' client sends candidateId and status: the caller applies, and an application starts pending.
    fields: ['candidateId', 'status'],
    as: 'candidate',
    outcome: 'ignored',
    prepare: async (f) => {
      await ensurePitch(f);
      const job = await postJob(f.ctx, f.company);
      return {
        body: { jobId: job.id, candidateId: f.otherCandidate.user.id, status: 'hired' },
        verify: async (res) => {
          const [row] = await f.ctx.deps.db
            .select()
            .from(applications)
            .where(eq(applications.id, res.body.id));
          expect(row).toMatchObject({
            candidateId: f.candidate.user.id,
            status: 'pending',
            jobId: job.id,
          });
        },
      };
    },
    expect: 201,
  },
];

export const openFields = {
  'POST /api/applications': {
    flightNumber:
      'names the flight applied to (an unlisted one needs it, from its link); it sets nothing (unlisted-flights.test.ts)',
  },
};
