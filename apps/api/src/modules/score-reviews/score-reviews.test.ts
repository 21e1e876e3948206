import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@takeoff/shared/admin';
import type { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import type { AnonymousPitch, PitchPage } from '@takeoff/shared/pitches';
import type { ScoreReview, ScoreReviewList } from '@takeoff/shared/score-reviews';
import { adminAuditLog } from '../../db/schema/admin';
import { notifications } from '../../db/schema/notifications';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

const SCORES = { moodScore: 2.2, confidenceScore: 3.6 };
const override = (score: 'mood' | 'confidence', level = 4) => ({
  score,
  level,
  judgement: 'Warm and clear once going',
  reason: 'The first seconds were nerves; the rest of the pitch is confident',
});

/** An organisation with every role, a job the interviewer is assigned to, and one applicant with a scored pitch. */
async function team() {
  const owner = await signUp(ctx, 'company', 'Overrule Co');
  const recruiter = await addMember(ctx, owner, 'recruiter', 'Rae Recruiter');
  const interviewer = await addMember(ctx, owner, 'interviewer', 'Ian Interviewer');
  const job = await postJob(ctx, owner);
  await ctx.http
    .put(`/api/jobs/${job.id}/interviewers`)
    .set(owner.auth)
    .send({ memberIds: [interviewer.user.id] })
    .expect(200);
  const candidate = await signUp(ctx, 'candidate', 'Cara Candidate');
  const pitch = await createPitch(ctx, candidate, SCORES);
  const application = await applyTo(ctx, candidate, job.id);
  return { owner, recruiter, interviewer, job, candidate, pitch, application };
}

const board = async (who: SignedIn) =>
  (
    await ctx.http
      .get(`/api/companies/${who.user.org?.id ?? who.user.id}/jobs-with-applications`)
      .set(who.auth)
      .expect(200)
  ).body as JobsWithApplicationsPage;
const applicantOf = async (who: SignedIn, applicationId: number) =>
  (await board(who)).items.flatMap((j) => j.applications).find((a) => a.id === applicationId)!;
const gridPitch = async (who: SignedIn, pitchId: number) => {
  for (let cursor: string | null = null, pages = 0; pages < 50; pages++) {
    const res = await ctx.http
      .get(`/api/candidate-pitches?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      .set(who.auth)
      .expect(200);
    const page = res.body as PitchPage;
    const found = page.items.find((p) => p.id === pitchId);
    if (found) return found as AnonymousPitch;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  throw new Error(`pitch ${pitchId} not in the grid`);
};

describe('score overrides', () => {
  it('a member sets a score aside: the card and the grid show the judgement, the audit log who, when, why', async () => {
    const { owner, recruiter, application, pitch } = await team();
    const res = await ctx.http
      .put(`/api/applications/${application.id}/score-override`)
      .set(recruiter.auth)
      .send(override('mood'))
      .expect(200);
    expect(res.body).toMatchObject({
      applicationId: application.id,
      score: 'mood',
      level: 4,
      judgement: 'Warm and clear once going',
      by: { id: recruiter.user.id, name: 'Rae Recruiter' },
    });

    const card = await applicantOf(owner, application.id);
    expect(card.pitch?.overrides).toEqual([expect.objectContaining({ score: 'mood', level: 4 })]);
    // The automated number is still there beside the judgement while scores are on.
    expect(card.pitch?.moodScore).toBe(SCORES.moodScore);
    const inGrid = await gridPitch(owner, pitch.id);
    expect(inGrid.overrides).toEqual([
      expect.objectContaining({ score: 'mood', judgement: 'Warm and clear once going' }),
    ]);

    const [audit] = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'score.override'),
          eq(adminAuditLog.targetId, String(application.id)),
        ),
      );
    expect(audit).toMatchObject({
      adminId: recruiter.user.id,
      targetType: 'application',
      details: {
        organisation: owner.user.id,
        score: 'mood',
        automated: SCORES.moodScore,
        level: 4,
        reason: override('mood').reason,
      },
    });
    expect(audit!.createdAt).toBeInstanceOf(Date);
    // The admin's log names the actor as a member, not as an admin.
    const admin = await signInAdmin(ctx);
    const log = (
      await ctx.http
        .get(`/api/admin/audit-log?action=score.override&actorId=${recruiter.user.id}`)
        .set(admin.auth)
        .expect(200)
    ).body as AuditPage;
    expect(log.items[0]).toMatchObject({ actorKind: 'member', adminId: recruiter.user.id });
  });

  it('setting it again replaces the judgement and adds an audit row', async () => {
    const { owner, application } = await team();
    const url = `/api/applications/${application.id}/score-override`;
    await ctx.http.put(url).set(owner.auth).send(override('confidence', 2)).expect(200);
    await ctx.http.put(url).set(owner.auth).send(override('confidence', 5)).expect(200);
    const card = await applicantOf(owner, application.id);
    expect(card.pitch?.overrides).toEqual([
      expect.objectContaining({ score: 'confidence', level: 5 }),
    ]);
    const rows = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(application.id)));
    expect(rows.filter((r) => r.action === 'score.override')).toHaveLength(2);
  });

  it('each role: owner, recruiter and the assigned interviewer may; an unassigned interviewer and another organisation find nothing', async () => {
    const { owner, recruiter, interviewer, application } = await team();
    const url = `/api/applications/${application.id}/score-override`;
    await ctx.http.put(url).set(owner.auth).send(override('mood')).expect(200);
    await ctx.http.put(url).set(recruiter.auth).send(override('mood')).expect(200);
    await ctx.http.put(url).set(interviewer.auth).send(override('mood')).expect(200);
    const unassigned = await addMember(ctx, owner, 'interviewer', 'Una Unassigned');
    await ctx.http.put(url).set(unassigned.auth).send(override('mood')).expect(404);
    const other = await signUp(ctx, 'company', 'Other Co');
    await ctx.http.put(url).set(other.auth).send(override('mood')).expect(404);
    const candidate = await signUp(ctx, 'candidate');
    await ctx.http.put(url).set(candidate.auth).send(override('mood')).expect(403);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { owner, application } = await team();
    const url = `/api/applications/${application.id}/score-override`;
    for (const body of [
      { ...override('mood'), level: 6 },
      { ...override('mood'), level: 0 },
      { ...override('mood'), score: 'charisma' },
      { ...override('mood'), reason: '   ' },
      { ...override('mood'), judgement: 'two\nlines' },
      { ...override('mood'), judgement: 'x'.repeat(81) },
    ]) {
      const res = await ctx.http.put(url).set(owner.auth).send(body).expect(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await applicantOf(owner, application.id)).pitch?.overrides).toEqual([]);
  });
});

describe('withdrawing a judgement', () => {
  const withdraw = (
    applicationId: number,
    score: 'mood' | 'confidence',
    reason = 'Judged too early',
  ) =>
    ctx.http
      .post(`/api/applications/${applicationId}/score-override/withdraw`)
      .send({ score, reason });

  it('the card and the grid show the automated score again; the audit log keeps who, when, why and what', async () => {
    const { owner, recruiter, application, pitch } = await team();
    const url = `/api/applications/${application.id}/score-override`;
    await ctx.http.put(url).set(owner.auth).send(override('mood', 5)).expect(200);
    await ctx.http.put(url).set(owner.auth).send(override('confidence', 1)).expect(200);

    const res = await withdraw(application.id, 'mood', '  Set on the wrong candidate  ')
      .set(recruiter.auth)
      .expect(200);
    expect(res.body).toMatchObject({ applicationId: application.id, score: 'mood' });

    // Only the withdrawn score's judgement is gone; its automated number is what the card shows again.
    const card = await applicantOf(owner, application.id);
    expect(card.pitch?.overrides).toEqual([expect.objectContaining({ score: 'confidence' })]);
    expect(card.pitch?.moodScore).toBe(SCORES.moodScore);
    const inGrid = await gridPitch(owner, pitch.id);
    expect(inGrid.overrides).toEqual([expect.objectContaining({ score: 'confidence' })]);

    const [audit] = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'score.override_withdraw'),
          eq(adminAuditLog.targetId, String(application.id)),
        ),
      );
    expect(audit).toMatchObject({
      adminId: recruiter.user.id,
      targetType: 'application',
      details: {
        organisation: owner.user.id,
        score: 'mood',
        automated: SCORES.moodScore,
        reason: 'Set on the wrong candidate',
        withdrawn: { level: 5, judgement: override('mood').judgement, setBy: owner.user.id },
      },
    });
    expect(audit!.createdAt).toBeInstanceOf(Date);
    const admin = await signInAdmin(ctx);
    const log = (
      await ctx.http
        .get(`/api/admin/audit-log?action=score.override_withdraw&actorId=${recruiter.user.id}`)
        .set(admin.auth)
        .expect(200)
    ).body as AuditPage;
    expect(log.items[0]).toMatchObject({ actorKind: 'member', adminId: recruiter.user.id });

    // Nothing left to withdraw for that score: 409, and no second audit row.
    const again = await withdraw(application.id, 'mood').set(owner.auth).expect(409);
    expect(again.body.code).toBe('NO_SCORE_OVERRIDE');
    const rows = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'score.override_withdraw'),
          eq(adminAuditLog.targetId, String(application.id)),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('each role: owner, recruiter and the assigned interviewer may; others find nothing and change nothing', async () => {
    const { owner, recruiter, interviewer, application } = await team();
    const url = `/api/applications/${application.id}/score-override`;
    const judged = async () => {
      await ctx.http.put(url).set(owner.auth).send(override('mood')).expect(200);
    };
    for (const member of [owner, recruiter, interviewer]) {
      await judged();
      await withdraw(application.id, 'mood').set(member.auth).expect(200);
    }
    await judged();
    const unassigned = await addMember(ctx, owner, 'interviewer', 'Una Unassigned');
    await withdraw(application.id, 'mood').set(unassigned.auth).expect(404);
    const other = await signUp(ctx, 'company', 'Other Co');
    await withdraw(application.id, 'mood').set(other.auth).expect(404);
    const candidate = await signUp(ctx, 'candidate');
    await withdraw(application.id, 'mood').set(candidate.auth).expect(403);
    await withdraw(application.id, 'mood').expect(401);
    expect((await applicantOf(owner, application.id)).pitch?.overrides).toEqual([
      expect.objectContaining({ score: 'mood' }),
    ]);
  });

  it('refuses a missing reason or an unknown score with 400 and keeps the judgement', async () => {
    const { owner, application } = await team();
    await ctx.http
      .put(`/api/applications/${application.id}/score-override`)
      .set(owner.auth)
      .send(override('mood'))
      .expect(200);
    for (const body of [
      { score: 'mood' },
      { score: 'mood', reason: '   ' },
      { score: 'charisma', reason: 'Because' },
      { score: 'mood', reason: 'x'.repeat(501) },
    ]) {
      const res = await ctx.http
        .post(`/api/applications/${application.id}/score-override/withdraw`)
        .set(owner.auth)
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await applicantOf(owner, application.id)).pitch?.overrides).toHaveLength(1);
  });
});

describe('automated scores turned off', () => {
  it('only the owner decides; members then get no numbers or evidence anywhere, and the judgement stays', async () => {
    const { owner, recruiter, interviewer, application, pitch } = await team();
    expect(
      (await ctx.http.get('/api/org/score-settings').set(interviewer.auth).expect(200)).body,
    ).toEqual({ automatedScores: true, updatedAt: null });
    await ctx.http
      .put('/api/org/score-settings')
      .set(recruiter.auth)
      .send({ automatedScores: false })
      .expect(403);
    await ctx.http
      .put('/api/org/score-settings')
      .set(interviewer.auth)
      .send({ automatedScores: false })
      .expect(403);
    await ctx.http
      .put(`/api/applications/${application.id}/score-override`)
      .set(recruiter.auth)
      .send(override('confidence'))
      .expect(200);
    const off = await ctx.http
      .put('/api/org/score-settings')
      .set(owner.auth)
      .send({ automatedScores: false })
      .expect(200);
    expect(off.body).toMatchObject({ automatedScores: false });

    for (const member of [owner, recruiter]) {
      const card = await applicantOf(member, application.id);
      expect(card.pitch).toMatchObject({
        moodScore: null,
        confidenceScore: null,
        automatedScoresOff: true,
      });
      expect(card.pitch?.overrides).toHaveLength(1);
      const inGrid = await gridPitch(member, pitch.id);
      expect(inGrid).toMatchObject({
        moodScore: null,
        confidenceScore: null,
        evidence: null,
        automatedScoresOff: true,
      });
      const one = (
        await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(member.auth).expect(200)
      ).body as AnonymousPitch;
      expect(one).toMatchObject({ moodScore: null, confidenceScore: null, evidence: null });
    }
    // No number of the board is a score: compared as values, since a timestamp's text can hold "3.6".
    const numbers = (value: unknown): number[] =>
      typeof value === 'number'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(numbers)
          : [];
    const shown = numbers((await board(interviewer)).items);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(SCORES.confidenceScore);
    expect(shown).not.toContain(SCORES.moodScore);

    // Another organisation keeps its default, and the audit log has the owner's choice.
    const other = await signUp(ctx, 'company', 'Still On Co');
    expect(await gridPitch(other, pitch.id)).toMatchObject({
      moodScore: SCORES.moodScore,
      automatedScoresOff: false,
    });
    const [audit] = await ctx.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'score.settings_change'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      adminId: owner.user.id,
      targetId: String(owner.user.id),
      details: { automatedScores: false },
    });

    await ctx.http
      .put('/api/org/score-settings')
      .set(owner.auth)
      .send({ automatedScores: true })
      .expect(200);
    expect((await applicantOf(owner, application.id)).pitch?.moodScore).toBe(SCORES.moodScore);
  });
});

describe('human review requests', () => {
  it('one open request at a time; a company sees it, answers it, and the candidate is told in app and by mail in their language', async () => {
    const { owner, recruiter, interviewer, candidate, pitch } = await team();
    await ctx.http.patch('/api/me').set(candidate.auth).send({ locale: 'el' }).expect(200);
    const asked = await ctx.http
      .post('/api/score-reviews')
      .set(candidate.auth)
      .send({ message: 'I was nervous at the start' })
      .expect(201);
    const request = asked.body as ScoreReview;
    expect(request).toMatchObject({ status: 'open', pitchId: pitch.id, ...SCORES, note: null });
    const again = await ctx.http
      .post('/api/score-reviews')
      .set(candidate.auth)
      .send({})
      .expect(409);
    expect(again.body.code).toBe('SCORE_REVIEW_OPEN');

    const other = await signUp(ctx, 'company', 'Sees It Too');
    expect((await gridPitch(other, pitch.id)).openReview).toMatchObject({
      id: request.id,
      message: 'I was nervous at the start',
    });

    const url = `/api/score-reviews/${request.id}/review`;
    await ctx.http.post(url).set(interviewer.auth).send({ note: 'Seen' }).expect(403);
    await ctx.http.post(url).set(candidate.auth).send({ note: 'Seen' }).expect(403);
    await ctx.http.post(url).set(recruiter.auth).send({ note: '  ' }).expect(400);
    const answered = await ctx.http
      .post(url)
      .set(recruiter.auth)
      .send({ note: 'We watched it: you come across as confident.' })
      .expect(200);
    expect(answered.body).toMatchObject({
      status: 'reviewed',
      note: 'We watched it: you come across as confident.',
      reviewedAt: expect.any(String),
    });
    const closed = await ctx.http.post(url).set(owner.auth).send({ note: 'Me too' }).expect(409);
    expect(closed.body.code).toBe('SCORE_REVIEW_CLOSED');
    expect((await gridPitch(other, pitch.id)).openReview).toBeNull();

    const mine = (await ctx.http.get('/api/score-reviews/mine').set(candidate.auth).expect(200))
      .body as ScoreReviewList;
    expect(mine.items[0]).toMatchObject({ id: request.id, status: 'reviewed' });
    // The reviewing organisation is not named to the candidate.
    expect(JSON.stringify(mine)).not.toContain('Overrule Co');

    const [notification] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, candidate.user.id),
          eq(notifications.type, 'score_review_answered'),
        ),
      );
    expect(notification).toMatchObject({ entityType: 'candidate_pitch', entityId: pitch.id });
    const mail = (await queuedMailTo(ctx, candidate.user.email)).filter(
      (m) => m.template === 'score_review_answered',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ locale: 'el', params: { pitchTitle: pitch.title } });

    // Reviewed, the candidate may ask again.
    await ctx.http.post('/api/score-reviews').set(candidate.auth).send({}).expect(201);
  });

  it('a pitch without scores, or no pitch, cannot be sent for review', async () => {
    const bare = await signUp(ctx, 'candidate');
    await ctx.http.post('/api/score-reviews').set(bare.auth).send({}).expect(404);
    await createPitch(ctx, bare);
    const res = await ctx.http.post('/api/score-reviews').set(bare.auth).send({}).expect(409);
    expect(res.body.code).toBe('NO_AUTOMATED_SCORES');
  });

  it('a company that cannot see the pitch (withdrawn consent) cannot answer', async () => {
    const candidate = await signUp(ctx, 'candidate');
    await createPitch(ctx, candidate, SCORES);
    const request = (
      await ctx.http.post('/api/score-reviews').set(candidate.auth).send({}).expect(201)
    ).body as ScoreReview;
    await ctx.http.post('/api/auth/gdpr-consent/withdraw').set(candidate.auth).expect(201);
    const company = await signUp(ctx, 'company');
    await ctx.http
      .post(`/api/score-reviews/${request.id}/review`)
      .set(company.auth)
      .send({ note: 'Looks fine' })
      .expect(404);
    const mine = (await ctx.http.get('/api/score-reviews/mine').set(candidate.auth).expect(200))
      .body as ScoreReviewList;
    expect(mine.items[0]).toMatchObject({ id: request.id, status: 'open' });
  });
});
