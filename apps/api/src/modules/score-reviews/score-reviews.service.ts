import { and, desc, eq } from 'drizzle-orm';
import type {
  CompleteScoreReviewRequest,
  RequestScoreReviewRequest,
  ScoreOverride,
  ScoreReview,
  ScoreReviewList,
  ScoreSettings,
  ScoreSettingsRequest,
  SetScoreOverrideRequest,
  WithdrawScoreOverrideRequest,
  WithdrawnScoreOverride,
} from '@takeoff/shared/score-reviews';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { candidatePitches } from '../../db/schema/pitches';
import {
  orgScoreSettings,
  scoreOverrides,
  scoreReviewRequests,
} from '../../db/schema/score-reviews';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { recordAudit } from '../admin/audit.service';
import { queueMail } from '../mail/mail.service';
import { assertCompanyMaySeePitch, pitchOfCandidate } from '../pitches/pitches.service';
import { toScoreOverride } from './score-views';

type Deps = Pick<AppDeps, 'db'>;

/** An application of the actor's organisation with its pitch's automated scores (an interviewer: assigned jobs only). */
async function memberApplication(deps: Deps, actor: SessionUser, applicationId: number) {
  const [application] = await deps.db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      mood: candidatePitches.moodScore,
      confidence: candidatePitches.confidenceScore,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(candidatePitches, eq(candidatePitches.candidateId, applications.candidateId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(jobs.companyId, actor.partyId),
        visibleJobs(actor, jobs.id),
      ),
    )
    .limit(1);
  if (!application) throw AppError.notFound('Application not found');
  return application;
}

/**
 * A member sets an automated score aside for an application of their organisation (an interviewer only on the jobs
 * they are assigned to): their level and wording replace the number on the card; the audit log keeps who, when, why.
 */
export async function setScoreOverride(
  deps: Deps,
  actor: SessionUser,
  applicationId: number,
  input: SetScoreOverrideRequest,
): Promise<ScoreOverride> {
  const application = await memberApplication(deps, actor, applicationId);
  const values = {
    level: input.level,
    judgement: input.judgement,
    reason: input.reason,
    setBy: actor.id,
    updatedAt: new Date(),
  };
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(scoreOverrides)
      .values({ applicationId, orgId: actor.partyId, score: input.score, ...values })
      .onConflictDoUpdate({
        target: [scoreOverrides.applicationId, scoreOverrides.score],
        set: values,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'score.override',
      targetType: 'application',
      targetId: applicationId,
      details: {
        organisation: actor.partyId,
        score: input.score,
        automated: input.score === 'mood' ? application.mood : application.confidence,
        level: input.level,
        judgement: input.judgement,
        reason: input.reason,
      },
    });
    return toScoreOverride({
      ...saved!,
      candidateId: application.candidateId,
      byId: actor.id,
      byName: actor.name,
      at: saved!.updatedAt,
    });
  });
}

/**
 * A member withdraws their organisation's judgement of one score (the same members who may set one): the card and the
 * grid show the automated score again, and the audit log keeps who, when, why and what was withdrawn.
 */
export async function withdrawScoreOverride(
  deps: Deps,
  actor: SessionUser,
  applicationId: number,
  input: WithdrawScoreOverrideRequest,
): Promise<WithdrawnScoreOverride> {
  const application = await memberApplication(deps, actor, applicationId);
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(scoreOverrides)
      .where(
        and(
          eq(scoreOverrides.applicationId, applicationId),
          eq(scoreOverrides.orgId, actor.partyId),
          eq(scoreOverrides.score, input.score),
        ),
      )
      .returning();
    if (!removed)
      throw AppError.conflict(
        'There is no judgement of this score to withdraw',
        'NO_SCORE_OVERRIDE',
      );
    await recordAudit(tx, actor, {
      action: 'score.override_withdraw',
      targetType: 'application',
      targetId: applicationId,
      details: {
        organisation: actor.partyId,
        score: input.score,
        automated: input.score === 'mood' ? application.mood : application.confidence,
        reason: input.reason,
        withdrawn: {
          level: removed.level,
          judgement: removed.judgement,
          reason: removed.reason,
          setBy: removed.setBy,
          setAt: removed.updatedAt.toISOString(),
        },
      },
    });
    return { applicationId, score: input.score, withdrawnAt: new Date().toISOString() };
  });
}

export async function getScoreSettings(deps: Deps, actor: SessionUser): Promise<ScoreSettings> {
  const [row] = await deps.db
    .select()
    .from(orgScoreSettings)
    .where(eq(orgScoreSettings.orgId, actor.partyId))
    .limit(1);
  return {
    automatedScores: row?.automatedScores ?? true,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The owner turns the organisation's automated scores on or off (the router allows only the owner). */
export async function setScoreSettings(
  deps: Deps,
  actor: SessionUser,
  input: ScoreSettingsRequest,
): Promise<ScoreSettings> {
  const values = {
    automatedScores: input.automatedScores,
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orgScoreSettings)
      .values({ orgId: actor.partyId, ...values })
      .onConflictDoUpdate({ target: orgScoreSettings.orgId, set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: 'score.settings_change',
      targetType: 'organisation',
      targetId: actor.partyId,
      details: { automatedScores: input.automatedScores },
    });
    return saved!;
  });
  return { automatedScores: row.automatedScores, updatedAt: row.updatedAt.toISOString() };
}

type ReviewRow = typeof scoreReviewRequests.$inferSelect;
const toScoreReview = (row: ReviewRow): ScoreReview => ({
  id: row.id,
  pitchId: row.pitchId,
  status: row.status,
  message: row.message,
  moodScore: row.moodScore,
  confidenceScore: row.confidenceScore,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  note: row.note,
});

/** A candidate asks for a human review of their pitch's automated scores: one open request at a time. */
export async function requestScoreReview(
  deps: Deps,
  actor: SessionUser,
  input: RequestScoreReviewRequest,
): Promise<ScoreReview> {
  const pitch = await pitchOfCandidate(deps, actor.partyId);
  if (!pitch) throw AppError.notFound('Create your pitch first');
  if (pitch.moodScore === null && pitch.confidenceScore === null)
    throw AppError.conflict('Your pitch has no automated scores to review', 'NO_AUTOMATED_SCORES');
  const [created] = await deps.db
    .insert(scoreReviewRequests)
    .values({
      pitchId: pitch.id,
      candidateId: actor.partyId,
      message: input.message || null,
      moodScore: pitch.moodScore,
      confidenceScore: pitch.confidenceScore,
    })
    // The partial unique index keeps one open request per pitch, also against two requests at once.
    .onConflictDoNothing()
    .returning();
  if (!created)
    throw AppError.conflict(
      'You already asked for a review: it is still open',
      'SCORE_REVIEW_OPEN',
    );
  return toScoreReview(created);
}

export async function myScoreReviews(deps: Deps, actor: SessionUser): Promise<ScoreReviewList> {
  const rows = await deps.db
    .select()
    .from(scoreReviewRequests)
    .where(eq(scoreReviewRequests.candidateId, actor.partyId))
    .orderBy(desc(scoreReviewRequests.id))
    .limit(20);
  return { items: rows.map(toScoreReview) };
}

/**
 * A member of an organisation that sees the pitch marks the open request reviewed with a note; the candidate is told
 * in the app and by mail, in their language, without the organisation's name (company views stay anonymous).
 */
export async function completeScoreReview(
  deps: Pick<AppDeps, 'db' | 'notifications' | 'mail'>,
  actor: SessionUser,
  id: number,
  input: CompleteScoreReviewRequest,
): Promise<ScoreReview> {
  const [found] = await deps.db
    .select({ request: scoreReviewRequests, pitch: candidatePitches })
    .from(scoreReviewRequests)
    .innerJoin(candidatePitches, eq(candidatePitches.id, scoreReviewRequests.pitchId))
    .where(eq(scoreReviewRequests.id, id))
    .limit(1);
  if (!found) throw AppError.notFound('Review request not found');
  await assertCompanyMaySeePitch(deps, actor, found.pitch);
  const [candidate] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, found.request.candidateId))
    .limit(1);
  const { review, notification } = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(scoreReviewRequests)
      .set({
        status: 'reviewed',
        note: input.note,
        reviewedAt: new Date(),
        reviewedBy: actor.id,
        reviewedByOrg: actor.partyId,
      })
      .where(and(eq(scoreReviewRequests.id, id), eq(scoreReviewRequests.status, 'open')))
      .returning();
    if (!updated)
      throw AppError.conflict('This request was already reviewed', 'SCORE_REVIEW_CLOSED');
    await recordAudit(tx, actor, {
      action: 'score.review_complete',
      targetType: 'score_review',
      targetId: id,
      details: { organisation: actor.partyId, pitch: found.pitch.id, note: input.note },
    });
    const created = await deps.notifications.create(tx, {
      to: { userId: found.request.candidateId },
      type: 'score_review_answered',
      entityType: 'candidate_pitch',
      entityId: found.pitch.id,
      text: (t) => ({
        title: t('scoreReviewAnswered.title'),
        message: t('scoreReviewAnswered.message', { title: found.pitch.title }),
      }),
    });
    if (candidate)
      await queueMail(
        deps,
        tx,
        'score_review_answered',
        { email: candidate.email, userId: candidate.id, locale: candidate.locale },
        { name: candidate.name, pitchTitle: found.pitch.title, note: input.note },
      );
    return { review: toScoreReview(updated), notification: created };
  });
  deps.notifications.publish(notification);
  return review;
}
