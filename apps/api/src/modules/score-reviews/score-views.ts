import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OpenScoreReview, ScoreOverride } from '@takeoff/shared/score-reviews';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applications } from '../../db/schema/jobs';
import {
  orgScoreSettings,
  scoreOverrides,
  scoreReviewRequests,
} from '../../db/schema/score-reviews';

/**
 * What company-facing pitch and applicant payloads carry about automated scores: whether the organisation turned
 * them off, its members' overrides and a candidate's open review request. Imports no other module, so pitches and
 * applications can read it without a cycle.
 */

/** Default on: an organisation without a settings row shows automated scores. */
export async function automatedScoresOn(exec: Executor, orgId: number): Promise<boolean> {
  const [row] = await exec
    .select({ on: orgScoreSettings.automatedScores })
    .from(orgScoreSettings)
    .where(eq(orgScoreSettings.orgId, orgId))
    .limit(1);
  return row?.on ?? true;
}

const overrideColumns = {
  applicationId: scoreOverrides.applicationId,
  candidateId: applications.candidateId,
  score: scoreOverrides.score,
  level: scoreOverrides.level,
  judgement: scoreOverrides.judgement,
  reason: scoreOverrides.reason,
  byId: users.id,
  byName: users.name,
  at: scoreOverrides.updatedAt,
};

type OverrideRow = {
  applicationId: number;
  candidateId: number;
  score: ScoreOverride['score'];
  level: number;
  judgement: string;
  reason: string;
  byId: number | null;
  byName: string | null;
  at: Date;
};

export const toScoreOverride = (row: OverrideRow): ScoreOverride => ({
  applicationId: row.applicationId,
  score: row.score,
  level: row.level,
  judgement: row.judgement,
  reason: row.reason,
  by: row.byId === null ? null : { id: row.byId, name: row.byName ?? '' },
  at: row.at.toISOString(),
});

/** An organisation's overrides, keyed by the application or by the candidate it concerns. */
async function overridesWhere(
  exec: Executor,
  orgId: number,
  key: 'applicationId' | 'candidateId',
  ids: number[],
) {
  const byKey = new Map<number, ScoreOverride[]>();
  if (ids.length === 0) return byKey;
  const rows = await exec
    .select(overrideColumns)
    .from(scoreOverrides)
    .innerJoin(applications, eq(applications.id, scoreOverrides.applicationId))
    .leftJoin(users, eq(users.id, scoreOverrides.setBy))
    .where(
      and(
        eq(scoreOverrides.orgId, orgId),
        inArray(
          key === 'applicationId' ? scoreOverrides.applicationId : applications.candidateId,
          ids,
        ),
      ),
    )
    .orderBy(desc(scoreOverrides.updatedAt));
  for (const row of rows) {
    const id = row[key];
    byKey.set(id, [...(byKey.get(id) ?? []), toScoreOverride(row)]);
  }
  return byKey;
}

export const overridesOfApplications = (exec: Executor, orgId: number, ids: number[]) =>
  overridesWhere(exec, orgId, 'applicationId', ids);

/** The open review request of each pitch that has one. */
export async function openReviewsOfPitches(exec: Executor, pitchIds: number[]) {
  const byPitch = new Map<number, OpenScoreReview>();
  if (pitchIds.length === 0) return byPitch;
  const rows = await exec
    .select({
      id: scoreReviewRequests.id,
      pitchId: scoreReviewRequests.pitchId,
      message: scoreReviewRequests.message,
      createdAt: scoreReviewRequests.createdAt,
    })
    .from(scoreReviewRequests)
    .where(
      and(inArray(scoreReviewRequests.pitchId, pitchIds), eq(scoreReviewRequests.status, 'open')),
    );
  for (const r of rows)
    byPitch.set(r.pitchId, {
      id: r.id,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    });
  return byPitch;
}

interface CompanyPitchFields {
  id: number;
  candidateId: number;
  moodScore: number | null;
  confidenceScore: number | null;
  evidence: unknown;
}

/**
 * Adds the organisation's score context to pitches a member reads: with automated scores off the numbers and the
 * evidence behind them are removed here, on the server, not hidden by the SPA.
 */
export async function withScoreContext<P extends CompanyPitchFields>(
  exec: Executor,
  orgId: number,
  pitches: P[],
) {
  const [on, overrides, reviews] = await Promise.all([
    automatedScoresOn(exec, orgId),
    overridesWhere(
      exec,
      orgId,
      'candidateId',
      pitches.map((p) => p.candidateId),
    ),
    openReviewsOfPitches(
      exec,
      pitches.map((p) => p.id),
    ),
  ]);
  return pitches.map((p) =>
    Object.assign(p, on ? {} : { moodScore: null, confidenceScore: null, evidence: null }, {
      automatedScoresOff: !on,
      overrides: overrides.get(p.candidateId) ?? [],
      openReview: reviews.get(p.id) ?? null,
    }),
  );
}
