import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_CONSENT_WITHDRAWN,
  COMPANY_CONSENT_REQUIRED,
  CONSENT_TEXTS,
} from '@takeoff/shared/consent';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { candidatePitches } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';

/**
 * Withdrawal stops the processing: the rule is about the LATEST record being a withdrawal. A candidate
 * with no record yet is not withdrawn (the seeds let a candidate continue when the consent post failed);
 * a company needs an acceptance (assertCompanyTermsAccepted).
 * The latest record is one probe of the (user_id, id desc nulls last) index. The company grid, which
 * must stay one ordered index read at any size, uses a copy instead: candidate_pitches.consent_withdrawn,
 * set in the transaction that appends the record (and when a pitch is created).
 */
const latestDecisionOf = (table: typeof candidateConsents | typeof companyConsents, name: string) =>
  preparedPerDatabase((db) =>
    db
      .select({ given: table.consentGiven })
      .from(table)
      .where(eq(table.userId, sql.placeholder('userId')))
      .orderBy(sql`${table.id} desc nulls last`)
      .limit(1)
      .prepare(name),
  );
const latestCandidateDecision = latestDecisionOf(
  candidateConsents,
  'takeoff_latest_candidate_consent',
);
const latestCompanyDecision = latestDecisionOf(companyConsents, 'takeoff_latest_company_consent');

async function latestDecision(
  db: Executor,
  table: typeof candidateConsents | typeof companyConsents,
  userId: number,
): Promise<boolean | null> {
  const [row] = await (
    table === candidateConsents ? latestCandidateDecision : latestCompanyDecision
  )(db).execute({ userId });
  return row?.given ?? null;
}

/**
 * SQL true unless the candidate's latest consent record is a withdrawal. Correlated on the given
 * candidate id column: each row the outer query keeps costs one probe of candidate_consents_user_idx.
 */
export const candidateConsentNotWithdrawn = (candidateId: SQL | Column): SQL =>
  sql`(select ${candidateConsents.consentGiven} from ${candidateConsents}
        where ${candidateConsents.userId} = ${candidateId}
        order by ${candidateConsents.id} desc nulls last limit 1) is not false`;

export async function isCandidateConsentWithdrawn(
  db: Executor,
  candidateId: number,
): Promise<boolean> {
  return (await latestDecision(db, candidateConsents, candidateId)) === false;
}

/**
 * Serialises a candidate's consent decisions with the creation of their pitch (both lock the user's
 * row first), so a pitch created while consent is withdrawn cannot miss the flag.
 */
export async function lockCandidateConsent(tx: Executor, candidateId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, candidateId)).for('update');
}

/** Keeps the pitch's copy of the candidate's latest decision; called in the transaction that records it. */
export async function markPitchConsent(
  tx: Executor,
  candidateId: number,
  withdrawn: boolean,
): Promise<void> {
  await tx
    .update(candidatePitches)
    .set({ consentWithdrawn: withdrawn })
    .where(eq(candidatePitches.candidateId, candidateId));
}

/** 409 CANDIDATE_CONSENT_WITHDRAWN: a company may not start contact (rate, message, interview) from a withdrawn pitch. */
export async function assertCandidateConsentNotWithdrawn(
  db: Executor,
  candidateId: number,
): Promise<void> {
  if (await isCandidateConsentWithdrawn(db, candidateId))
    throw AppError.conflict(CONSENT_TEXTS.candidateWithdrawn, CANDIDATE_CONSENT_WITHDRAWN);
}

/**
 * 403 COMPANY_CONSENT_REQUIRED for a company whose latest decision is not an acceptance of the Company
 * Terms & Candidate Video Protection Agreement (never accepted, or withdrawn): the agreement is what
 * lets it watch and act on candidates' pitches. The seeds' "Companies accept terms on first use" is a
 * rule of their Roles and permissions, which the API enforces (DESIGN §3). Other callers pass through.
 */
export async function assertCompanyTermsAccepted(db: Executor, actor: SessionUser): Promise<void> {
  if (!(await companyTermsAccepted(db, actor)))
    throw AppError.forbidden(CONSENT_TEXTS.companyRequiredBody, COMPANY_CONSENT_REQUIRED);
}

/** True for a company whose latest decision accepts the Company Terms, and for every other role. */
export async function companyTermsAccepted(db: Executor, actor: SessionUser): Promise<boolean> {
  if (actor.role !== 'company') return true;
  return (await latestDecision(db, companyConsents, actor.partyId)) === true;
}
