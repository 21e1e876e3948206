import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profileViews } from '../../db/schema/pitches';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from './org.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

async function applicant(jobId: number) {
  const candidate = await signUp(ctx, 'candidate');
  await ctx.http
    .post('/api/auth/gdpr-consent')
    .set(candidate.auth)
    .send({ consentGiven: true })
    .expect(201);
  const pitch = await createPitch(ctx, candidate);
  await applyTo(ctx, candidate, jobId);
  return { candidate, pitch };
}

/** An owner with two jobs, an interviewer assigned to the first, and an applicant to each. */
async function organisation() {
  const owner = await signUp(ctx, 'company');
  const interviewer = await addMember(ctx, owner, 'interviewer');
  const theirs = await postJob(ctx, owner);
  const other = await postJob(ctx, owner);
  await ctx.http
    .put(`/api/jobs/${theirs.id}/interviewers`)
    .set(owner.auth)
    .send({ memberIds: [interviewer.user.id] })
    .expect(200);
  return {
    owner,
    interviewer,
    theirs,
    other,
    scored: await applicant(theirs.id),
    stranger: await applicant(other.id),
  };
}

const viewsBy = async (companyId: number, candidate: SignedIn) =>
  ctx.deps.db
    .select()
    .from(profileViews)
    .where(
      and(eq(profileViews.companyId, companyId), eq(profileViews.candidateId, candidate.user.id)),
    );

describe('an interviewer sees only the applicants of their jobs', () => {
  it('keeps browsing talent to owners and recruiters: the pitch grid, Top Talent and ratings', async () => {
    const o = await organisation();
    for (const url of [
      '/api/candidate-pitches',
      '/api/top-talents',
      `/api/ratings/target?targetId=${o.stranger.candidate.user.id}&targetType=candidate`,
    ]) {
      const res = await ctx.http.get(url).set(o.interviewer.auth);
      expect(res.status, url).toBe(403);
      expect(res.body.code, url).toBe('ORG_ROLE_FORBIDDEN');
    }
    await ctx.http.get('/api/candidate-pitches').set(o.owner.auth).expect(200);
  });

  it('opens the pitch of an applicant they score, without counting a view, and no other', async () => {
    const o = await organisation();
    const seen = await ctx.http
      .get(`/api/candidate-pitches/${o.scored.pitch.id}`)
      .set(o.interviewer.auth)
      .expect(200);
    expect(seen.body).toMatchObject({ id: o.scored.pitch.id, named: true });
    expect(JSON.stringify(seen.body)).not.toContain(o.scored.candidate.user.email);
    expect(await viewsBy(o.owner.user.id, o.scored.candidate)).toEqual([]);
    await ctx.http
      .get(`/api/candidate-pitches/${o.stranger.pitch.id}`)
      .set(o.interviewer.auth)
      .expect(404);
    await ctx.http
      .get(`/api/candidates/${o.stranger.candidate.user.id}/pitch`)
      .set(o.interviewer.auth)
      .expect(404);
    await ctx.http
      .get(`/api/candidates/${o.scored.candidate.user.id}/pitch`)
      .set(o.interviewer.auth)
      .expect(200);
    expect(await viewsBy(o.owner.user.id, o.stranger.candidate)).toEqual([]);
  });

  it("does not notify them of applications to the organisation's jobs", async () => {
    const o = await organisation();
    const list = (await ctx.http.get('/api/notifications').set(o.interviewer.auth).expect(200)).body
      .items as { type: string }[];
    expect(list.filter((n) => n.type === 'new_application')).toEqual([]);
    const owners = (await ctx.http.get('/api/notifications').set(o.owner.auth).expect(200)).body
      .items as { type: string }[];
    expect(owners.filter((n) => n.type === 'new_application')).toHaveLength(2);
  });
});

describe('what an interviewer’s applicant list carries', () => {
  it('gives the pitch for scoring but not the candidate’s email; the owner still sees it', async () => {
    const o = await organisation();
    const list = async (who: SignedIn) =>
      (
        await ctx.http
          .get(`/api/companies/${o.owner.user.org!.id}/jobs-with-applications`)
          .set(who.auth)
          .expect(200)
      ).body.items as {
        id: number;
        applications: { candidateEmail: string | null; pitch: { id: number } | null }[];
      }[];
    const theirs = (await list(o.interviewer)).find((j) => j.id === o.theirs.id)!;
    expect(theirs.applications).toEqual([
      expect.objectContaining({
        candidateEmail: null,
        pitch: expect.objectContaining({ id: o.scored.pitch.id }),
      }),
    ]);
    const owners = (await list(o.owner)).find((j) => j.id === o.theirs.id)!;
    expect(owners.applications[0]?.candidateEmail).toBe(o.scored.candidate.user.email);
  });
});
