import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { scorecardRequests, scorecards } from '../../db/schema/scorecards';
import {
  assignApplicationInUrl,
  assignInterviewer,
  assignJobInUrl,
  nothingLeaked,
  only,
  throwaway,
  unchanged,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';

const CARD = {
  ratings: ['communication', 'role-skills', 'motivation', 'culture-add'].map((criterionId) => ({
    criterionId,
    score: 3,
  })),
  recommendation: 'yes',
};

/** A fresh application to a fresh job of the fixture's company. */
async function application(f: MatrixFixture) {
  const job = await postJob(f.ctx, f.company);
  const candidate = await throwaway(f, 'candidate');
  await createPitch(f.ctx, candidate);
  return { job, application: await applyTo(f.ctx, candidate, job.id) };
}

/** The company's own objects: another organisation does not find them (404). */
const ownOrg = (ok: number) => only.owningCompany(ok, 404);

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/jobs/:id/scorecard-criteria',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/scorecard-criteria`,
    }),
    expect: ownOrg(200),
    // An interviewer reads the criteria of the jobs they are assigned to; another job of theirs is not found.
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignJobInUrl },
  },
  {
    method: 'put',
    path: '/api/jobs/:id/scorecard-criteria',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/scorecard-criteria`,
      body: { criteria: ['Clarity', 'Depth', 'Drive'].map((name) => ({ name, description: '' })) },
    }),
    expect: ownOrg(200),
  },
  {
    method: 'get',
    path: '/api/applications/:id/scorecards',
    prepare: async (f) => ({
      url: `/api/applications/${(await application(f)).application.id}/scorecards`,
    }),
    expect: ownOrg(200),
    // Interviewers evaluate the applicants of their assigned jobs only.
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignApplicationInUrl },
  },
  {
    method: 'post',
    path: '/api/applications/:id/scorecards',
    prepare: async (f) => ({
      url: `/api/applications/${(await application(f)).application.id}/scorecards`,
      body: CARD,
    }),
    expect: ownOrg(201),
    members: { interviewer: 404, assignedInterviewer: 201, assign: assignApplicationInUrl },
  },
  {
    method: 'put',
    path: '/api/applications/:id/scorecards/mine',
    prepare: async (f) => {
      const { application: a } = await application(f);
      await f.ctx.http.post(`/api/applications/${a.id}/scorecards`).set(f.company.auth).send(CARD);
      return {
        url: `/api/applications/${a.id}/scorecards/mine`,
        body: { ...CARD, recommendation: 'strong_yes' },
      };
    },
    expect: ownOrg(200),
    // "Mine" is the member's own card: each member first submits theirs (after the owner did), where they may.
    members: {
      interviewer: 404,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const { job, application: a } = await application(f);
        await f.ctx.http
          .post(`/api/applications/${a.id}/scorecards`)
          .set(f.company.auth)
          .send(CARD);
        if (member === 'assignedInterviewer') await assignInterviewer(f, job.id);
        const own = await f.ctx.http
          .post(`/api/applications/${a.id}/scorecards`)
          .set(f[member].auth)
          .send(CARD);
        const mayScore = member === 'recruiter' || member === 'assignedInterviewer';
        if ((own.status === 201) !== mayScore)
          throw new Error(`${member} submitting a card: ${own.status} ${JSON.stringify(own.body)}`);
        return {
          url: `/api/applications/${a.id}/scorecards/mine`,
          body: { ...CARD, recommendation: 'strong_yes' },
        };
      },
    },
  },
  {
    method: 'post',
    path: '/api/applications/:id/scorecard-requests',
    prepare: async (f) => {
      const { application: a } = await application(f);
      const member = await addMember(f.ctx, f.company, 'recruiter');
      return {
        url: `/api/applications/${a.id}/scorecard-requests`,
        body: { memberId: member.user.id },
      };
    },
    expect: ownOrg(204),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/jobs/:id/scorecard-criteria',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/scorecard-criteria`,
      verify: nothingLeaked,
    }),
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/jobs/:id/scorecard-criteria',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company);
      return {
        url: `/api/jobs/${job.id}/scorecard-criteria`,
        body: { criteria: ['A', 'B', 'C'].map((name) => ({ name, description: '' })) },
        verify: await unchanged(f, jobs, eq(jobs.id, job.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/applications/:id/scorecards',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application: a } = await application(f);
      await f.ctx.http.post(`/api/applications/${a.id}/scorecards`).set(f.company.auth).send(CARD);
      return { url: `/api/applications/${a.id}/scorecards?reveal=true`, verify: nothingLeaked };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/scorecards',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application: a } = await application(f);
      return {
        url: `/api/applications/${a.id}/scorecards`,
        body: CARD,
        verify: async () =>
          expect0(
            await f.ctx.deps.db.select().from(scorecards).where(eq(scorecards.applicationId, a.id)),
          ),
      };
    },
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/applications/:id/scorecards/mine',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application: a } = await application(f);
      await f.ctx.http.post(`/api/applications/${a.id}/scorecards`).set(f.company.auth).send(CARD);
      return {
        url: `/api/applications/${a.id}/scorecards/mine`,
        body: CARD,
        verify: await unchanged(f, scorecards, eq(scorecards.applicationId, a.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/scorecard-requests',
    ids: ['id', 'memberId'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application: a } = await application(f);
      const member = await addMember(f.ctx, f.company, 'recruiter');
      return {
        url: `/api/applications/${a.id}/scorecard-requests`,
        body: { memberId: member.user.id },
        verify: async () =>
          expect0(
            await f.ctx.deps.db
              .select()
              .from(scorecardRequests)
              .where(eq(scorecardRequests.applicationId, a.id)),
          ),
      };
    },
    expect: 404,
  },
];

function expect0(rows: unknown[]) {
  if (rows.length !== 0) throw new Error(`expected nothing written, found ${rows.length} rows`);
}
