import { eq } from 'drizzle-orm';
import { candidatePitches } from '../../db/schema/pitches';
import { scoreOverrides, scoreReviewRequests } from '../../db/schema/score-reviews';
import type { SignedIn } from '../../test/harness';
import {
  assignApplicationInUrl,
  only,
  throwaway,
  unchanged,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { applyTo, createPitch, postJob } from '../applications/test-factories';

const OVERRIDE = { score: 'mood', level: 4, judgement: 'Calm and clear', reason: 'Watched it' };
const WITHDRAW = { score: 'mood', reason: 'Judged the wrong candidate' };
const SCORES = { moodScore: 2.4, confidenceScore: 3.1 };

/** A fresh application (from a candidate whose pitch has scores) to a fresh job of the fixture's company. */
async function application(f: MatrixFixture) {
  const job = await postJob(f.ctx, f.company);
  const candidate = await throwaway(f, 'candidate');
  await createPitch(f.ctx, candidate, SCORES);
  return applyTo(f.ctx, candidate, job.id);
}

/** A fresh application whose mood score the fixture's company has set aside (so there is a judgement to withdraw). */
async function judgedApplication(f: MatrixFixture) {
  const a = await application(f);
  const own = await f.ctx.http
    .put(`/api/applications/${a.id}/score-override`)
    .set(f.company.auth)
    .send(OVERRIDE);
  if (own.status !== 200) throw new Error(`override failed: ${own.status}`);
  return a;
}

/** An open review request of a fresh candidate's scored pitch. */
async function openRequest(f: MatrixFixture) {
  const candidate = await throwaway(f, 'candidate');
  await createPitch(f.ctx, candidate, SCORES);
  const res = await f.ctx.http.post('/api/score-reviews').set(candidate.auth).send({});
  if (res.status !== 201)
    throw new Error(`review request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}

/** The fixture's candidate with a scored pitch and no open request, so each run may ask again. */
async function readyToAsk(f: MatrixFixture, candidate: SignedIn) {
  const db = f.ctx.deps.db;
  await db
    .insert(candidatePitches)
    .values({ candidateId: candidate.user.id, title: 'Pilot', skills: ['Flying'], ...SCORES })
    .onConflictDoNothing();
  await db
    .update(candidatePitches)
    .set(SCORES)
    .where(eq(candidatePitches.candidateId, candidate.user.id));
  await db
    .delete(scoreReviewRequests)
    .where(eq(scoreReviewRequests.candidateId, candidate.user.id));
}

export const rows: MatrixRow[] = [
  {
    method: 'put',
    path: '/api/applications/:id/score-override',
    prepare: async (f) => ({
      url: `/api/applications/${(await application(f)).id}/score-override`,
      body: OVERRIDE,
    }),
    // Another organisation does not find the application.
    expect: only.owningCompany(200, 404),
    // Interviewers overrule scores of the applicants of their assigned jobs only.
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignApplicationInUrl },
  },
  {
    method: 'post',
    path: '/api/applications/:id/score-override/withdraw',
    prepare: async (f) => ({
      url: `/api/applications/${(await judgedApplication(f)).id}/score-override/withdraw`,
      body: WITHDRAW,
    }),
    // The same members who may set a judgement may withdraw one; another organisation does not find the application.
    expect: only.owningCompany(200, 404),
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignApplicationInUrl },
  },
  {
    method: 'get',
    path: '/api/org/score-settings',
    expect: only.company(200),
    members: { interviewer: 200, assignedInterviewer: 200 },
  },
  {
    method: 'put',
    path: '/api/org/score-settings',
    prepare: () => ({ body: { automatedScores: true } }),
    // Each owner sets their own organisation's; recruiters and interviewers are refused (default for 'scores.configure').
    expect: only.company(200),
  },
  {
    method: 'post',
    path: '/api/score-reviews',
    prepare: async (f, role) => {
      if (role === 'candidate') await readyToAsk(f, f.candidate);
      return { body: { message: 'Please watch it yourselves' } };
    },
    expect: only.candidate(201),
  },
  {
    method: 'get',
    path: '/api/score-reviews/mine',
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: '/api/score-reviews/:id/review',
    prepare: async (f) => ({
      url: `/api/score-reviews/${(await openRequest(f)).id}/review`,
      body: { note: 'Watched it: confident and clear.' },
    }),
    // Every organisation that sees the pitch may answer; without the Company Terms it sees no pitch.
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 200, admin: 403 },
    withoutConsent: { company: 403, otherCompany: 403 },
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'put',
    path: '/api/applications/:id/score-override',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const a = await application(f);
      // The owner's judgement first, so the check is that a stranger cannot replace it.
      const own = await f.ctx.http
        .put(`/api/applications/${a.id}/score-override`)
        .set(f.company.auth)
        .send(OVERRIDE);
      if (own.status !== 200) throw new Error(`override failed: ${own.status}`);
      return {
        url: `/api/applications/${a.id}/score-override`,
        body: { ...OVERRIDE, level: 1, judgement: 'Overwritten' },
        verify: await unchanged(f, scoreOverrides, eq(scoreOverrides.applicationId, a.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/score-override/withdraw',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const a = await judgedApplication(f);
      return {
        url: `/api/applications/${a.id}/score-override/withdraw`,
        body: WITHDRAW,
        verify: await unchanged(f, scoreOverrides, eq(scoreOverrides.applicationId, a.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/score-reviews/:id/review',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const request = await openRequest(f);
      return {
        url: `/api/score-reviews/${request.id}/review`,
        body: { note: 'Not mine to answer' },
        verify: await unchanged(f, scoreReviewRequests, eq(scoreReviewRequests.id, request.id)),
      };
    },
    expect: 403,
  },
];
