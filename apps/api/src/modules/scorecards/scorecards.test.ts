import { beforeAll, describe, expect, it } from 'vitest';
import type { ScorecardSummary } from '@takeoff/shared/scorecards';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

const DEFAULT_IDS = ['communication', 'role-skills', 'motivation', 'culture-add'];
const card = (score: number, recommendation = 'yes', ids = DEFAULT_IDS) => ({
  ratings: ids.map((criterionId) => ({ criterionId, score })),
  recommendation,
});

/** An organisation with a recruiter and an interviewer assigned to a job that has one application. */
async function team() {
  const owner = await signUp(ctx, 'company', 'Scorecard Co');
  const recruiter = await addMember(ctx, owner, 'recruiter', 'Rae Recruiter');
  const interviewer = await addMember(ctx, owner, 'interviewer', 'Ian Interviewer');
  const job = await postJob(ctx, owner);
  await ctx.http
    .put(`/api/jobs/${job.id}/interviewers`)
    .set(owner.auth)
    .send({ memberIds: [interviewer.user.id] })
    .expect(200);
  const candidate = await signUp(ctx, 'candidate', 'Cara Candidate');
  await createPitch(ctx, candidate);
  const application = await applyTo(ctx, candidate, job.id);
  return { owner, recruiter, interviewer, job, application };
}

const summary = async (who: SignedIn, applicationId: number, reveal = false) =>
  (
    await ctx.http
      .get(`/api/applications/${applicationId}/scorecards${reveal ? '?reveal=true' : ''}`)
      .set(who.auth)
      .expect(200)
  ).body as ScorecardSummary;

describe('scorecards', () => {
  it('hides the others’ scorecards until the member submitted their own', async () => {
    const { recruiter, interviewer, application } = await team();
    await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(recruiter.auth)
      .send(card(4, 'strong_yes'))
      .expect(201);
    const before = await summary(interviewer, application.id);
    expect(before).toMatchObject({
      revealed: false,
      hiddenUntil: 'submit-own',
      others: [],
      aggregate: null,
      canRevealWithoutSubmitting: false,
    });
    // An interviewer cannot skip the rule.
    expect((await summary(interviewer, application.id, true)).revealed).toBe(false);
    await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(interviewer.auth)
      .send(card(2, 'no'))
      .expect(201);
    const after = await summary(interviewer, application.id);
    expect(after.revealed).toBe(true);
    expect(after.others.map((c) => c.author.name)).toEqual(['Rae Recruiter']);
    expect(after.aggregate!.perCriterion[0]).toMatchObject({
      criterionId: 'communication',
      mean: 3,
      min: 2,
      max: 4,
      count: 2,
    });
    expect(after.aggregate!.recommendations).toEqual({
      strong_no: 0,
      no: 1,
      yes: 0,
      strong_yes: 1,
    });
    expect(after.aggregate!.pending).toEqual([]);
  });

  it('lets owners and recruiters read before submitting when they ask, and says who has not submitted', async () => {
    const { owner, interviewer, application } = await team();
    expect((await summary(owner, application.id)).revealed).toBe(false);
    const revealed = await summary(owner, application.id, true);
    expect(revealed).toMatchObject({
      revealed: true,
      canRevealWithoutSubmitting: true,
      mine: null,
    });
    expect(revealed.aggregate!.pending).toEqual([
      { id: interviewer.user.id, name: 'Ian Interviewer' },
    ]);
  });

  it('takes one scorecard per member and application, edited in place, covering every criterion', async () => {
    const { recruiter, application } = await team();
    const missing = await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(recruiter.auth)
      .send(card(3, 'yes', DEFAULT_IDS.slice(1)));
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toEqual(['ratings']);
    const bad = await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(recruiter.auth)
      .send({ ...card(3), ratings: [{ criterionId: 'communication', score: 5 }] });
    expect(bad.status).toBe(400);
    await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(recruiter.auth)
      .send(card(3))
      .expect(201);
    const twice = await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(recruiter.auth)
      .send(card(1));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SCORECARD_EXISTS');
    const edited = await ctx.http
      .put(`/api/applications/${application.id}/scorecards/mine`)
      .set(recruiter.auth)
      .send({ ...card(1, 'strong_no'), note: 'Changed my mind' })
      .expect(200);
    expect(edited.body).toMatchObject({ recommendation: 'strong_no', note: 'Changed my mind' });
  });

  it('edits a job’s criteria (3 to 8) and scores against them', async () => {
    const { owner, recruiter, interviewer, job, application } = await team();
    const tooFew = await ctx.http
      .put(`/api/jobs/${job.id}/scorecard-criteria`)
      .set(owner.auth)
      .send({ criteria: [{ name: 'Only one', description: '' }] });
    expect(tooFew.status).toBe(400);
    await ctx.http
      .put(`/api/jobs/${job.id}/scorecard-criteria`)
      .set(interviewer.auth)
      .send({ criteria: [] })
      .expect(403);
    const set = await ctx.http
      .put(`/api/jobs/${job.id}/scorecard-criteria`)
      .set(recruiter.auth)
      .send({
        criteria: [
          { id: 'communication', name: 'Communication', description: 'Kept' },
          { name: 'SQL depth', description: '' },
          { name: 'Ownership', description: '' },
        ],
      })
      .expect(200);
    expect(set.body.criteria.map((c: { id: string }) => c.id)).toEqual([
      'communication',
      'sql-depth',
      'ownership',
    ]);
    const criteria = await ctx.http
      .get(`/api/jobs/${job.id}/scorecard-criteria`)
      .set(interviewer.auth)
      .expect(200);
    expect(criteria.body.isDefault).toBe(false);
    await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(interviewer.auth)
      .send(card(4, 'yes', ['communication', 'sql-depth', 'ownership']))
      .expect(201);
  });

  it('keeps an interviewer to the jobs they are assigned to, and another organisation out', async () => {
    const { owner, application } = await team();
    const unassigned = await addMember(ctx, owner, 'interviewer');
    await ctx.http
      .get(`/api/applications/${application.id}/scorecards`)
      .set(unassigned.auth)
      .expect(404);
    await ctx.http
      .post(`/api/applications/${application.id}/scorecards`)
      .set(unassigned.auth)
      .send(card(3))
      .expect(404);
    const listed = await ctx.http.get('/api/applications').set(unassigned.auth).expect(200);
    expect(listed.body.items).toEqual([]);
    const stranger = await signUp(ctx, 'company');
    await ctx.http
      .get(`/api/applications/${application.id}/scorecards`)
      .set(stranger.auth)
      .expect(404);
  });

  it('lets an interviewer keep the organisation’s note on applicants of their jobs only, and names who wrote it last', async () => {
    const { owner, interviewer, application } = await team();
    const [row] = (
      await ctx.http.get('/api/applications').set(owner.auth).expect(200)
    ).body.items.filter((a: { id: number }) => a.id === application.id);
    const candidateId = row.candidateId as number;
    const saved = await ctx.http
      .put(`/api/candidates/${candidateId}/note`)
      .set(interviewer.auth)
      .send({ body: 'Strong on SQL' })
      .expect(200);
    expect(saved.body.updatedBy).toEqual({ id: interviewer.user.id, name: 'Ian Interviewer' });
    const seen = await ctx.http
      .get(`/api/candidates/${candidateId}/note`)
      .set(owner.auth)
      .expect(200);
    expect(seen.body).toMatchObject({
      body: 'Strong on SQL',
      updatedBy: { id: interviewer.user.id, name: 'Ian Interviewer' },
    });
    const unassigned = await addMember(ctx, owner, 'interviewer');
    await ctx.http.get(`/api/candidates/${candidateId}/note`).set(unassigned.auth).expect(404);
    await ctx.http
      .put(`/api/candidates/${candidateId}/note`)
      .set(unassigned.auth)
      .send({ body: 'Nope' })
      .expect(404);
  });

  it('shows an interviewer the interviews of the jobs assigned to them, and none of the others', async () => {
    const { owner, interviewer, job, application } = await team();
    const [row] = (
      await ctx.http.get('/api/applications').set(owner.auth).expect(200)
    ).body.items.filter((a: { id: number }) => a.id === application.id);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const theirs = await ctx.http
      .post('/api/interviews')
      .set(owner.auth)
      .send({ candidateId: row.candidateId, jobId: job.id, scheduledAt: inAWeek })
      .expect(201);
    const otherJob = await postJob(ctx, owner);
    const other = await ctx.http
      .post('/api/interviews')
      .set(owner.auth)
      .send({ candidateId: row.candidateId, jobId: otherJob.id, scheduledAt: inAWeek })
      .expect(201);
    const seen = (
      await ctx.http.get('/api/interviews').set(interviewer.auth).expect(200)
    ).body.items.map((i: { id: number }) => i.id);
    expect(seen).toContain(theirs.body.id);
    expect(seen).not.toContain(other.body.id);
    const all = (await ctx.http.get('/api/interviews').set(owner.auth).expect(200)).body.items.map(
      (i: { id: number }) => i.id,
    );
    expect(all).toEqual(expect.arrayContaining([theirs.body.id, other.body.id]));
  });

  it('records which member moved, scheduled and rated, and shows it to the organisation only', async () => {
    const { owner, recruiter, job, application } = await team();
    await ctx.http
      .patch(`/api/applications/${application.id}/status`)
      .set(recruiter.auth)
      .send({ status: 'reviewed' })
      .expect(200);
    const board = await ctx.http
      .get(`/api/companies/${owner.user.id}/jobs-with-applications?limit=100`)
      .set(owner.auth)
      .expect(200);
    const card = board.body.items.find((j: { id: number }) => j.id === job.id).applications[0];
    expect(card.movedBy).toEqual({ id: recruiter.user.id, name: 'Rae Recruiter' });
    const candidateId = card.candidateId as number;
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const interview = await ctx.http
      .post('/api/interviews')
      .set(recruiter.auth)
      .send({ candidateId, jobId: job.id, scheduledAt: inAWeek })
      .expect(201);
    const listed = (
      await ctx.http.get('/api/interviews').set(owner.auth).expect(200)
    ).body.items.find((i: { id: number }) => i.id === interview.body.id);
    expect(listed.scheduledBy).toEqual({ id: recruiter.user.id, name: 'Rae Recruiter' });
    await ctx.http
      .post('/api/ratings')
      .set(recruiter.auth)
      .send({ targetType: 'candidate', targetId: candidateId, rating: 4 })
      .expect(200);
    const mine = await ctx.http
      .get('/api/ratings/user')
      .query({ targetType: 'candidate', targetId: candidateId })
      .set(owner.auth)
      .expect(200);
    expect(mine.body).toEqual({
      rating: 4,
      ratedBy: { id: recruiter.user.id, name: 'Rae Recruiter' },
    });
  });

  it('asks a member for a scorecard in the app and by mail', async () => {
    const { recruiter, interviewer, application } = await team();
    await ctx.http
      .post(`/api/applications/${application.id}/scorecard-requests`)
      .set(recruiter.auth)
      .send({ memberId: interviewer.user.id })
      .expect(204);
    const inbox = await ctx.http.get('/api/notifications').set(interviewer.auth).expect(200);
    expect(inbox.body.items[0]).toMatchObject({
      type: 'scorecard_requested',
      entityId: application.id,
      title: 'Scorecard requested',
    });
    const mail = (await queuedMailTo(ctx, interviewer.user.email)).find(
      (m) => m.template === 'scorecard_request',
    );
    expect(mail?.params).toMatchObject({
      requester: 'Rae Recruiter',
      candidate: 'Cara Candidate',
      applicationId: application.id,
    });
    await ctx.http
      .post(`/api/applications/${application.id}/scorecard-requests`)
      .set(interviewer.auth)
      .send({ memberId: recruiter.user.id })
      .expect(403);
  });
});
