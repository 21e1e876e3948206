import { eq, sql } from 'drizzle-orm';
import {
  COMPANY_PRIVACY_VERSION,
  consentRequired,
  PRIVACY_VERSION,
  TERMS_VERSION,
  type CompanyConsentRequest,
  type CompanyConsentStatus,
  type ConsentRecord,
  type ConsentStatus,
} from '@takeoff/shared/consent';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { lockCandidateConsent, markPitchConsent } from './consent-state';
import { pitchProcessingDisclosure } from './pitch-processing-disclosure';

export type ConsentTable = typeof candidateConsents | typeof companyConsents;
type ConsentRow = typeof candidateConsents.$inferSelect;

/** What the request says about where the decision was made; recorded beside it. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

const tableFor = (role: SessionUser['role']): ConsentTable | null =>
  role === 'candidate' ? candidateConsents : role === 'company' ? companyConsents : null;
/** Candidates and companies consent to different privacy policies, versioned apart. */
const privacyVersionFor = (table: ConsentTable) =>
  table === candidateConsents ? PRIVACY_VERSION : COMPANY_PRIVACY_VERSION;

export function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    consentGiven: row.consentGiven,
    consentTimestamp: row.consentTimestamp.toISOString(),
    termsVersion: row.termsVersion,
    privacyVersion: row.privacyVersion,
  };
}

export async function latestConsent(
  deps: AppDeps,
  table: ConsentTable,
  userId: number,
): Promise<ConsentRecord | null> {
  const [row] = await deps.db
    .select()
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(sql`${table.id} desc nulls last`)
    .limit(1);
  return row ? toConsentRecord(row) : null;
}

/**
 * Appends one decision; records are never updated, so the history is the audit trail. A candidate's
 * decision also sets their pitch's `consent_withdrawn` in the same transaction (see consent-state).
 */
async function appendConsent(
  deps: AppDeps,
  table: ConsentTable,
  actor: SessionUser,
  consentGiven: boolean,
  meta: RequestMeta,
): Promise<ConsentRecord> {
  return deps.db.transaction(async (tx) => {
    if (table === candidateConsents) await lockCandidateConsent(tx, actor.partyId);
    const record = await insertConsent(tx, table, actor, consentGiven, meta);
    if (table === candidateConsents) await markPitchConsent(tx, actor.partyId, !consentGiven);
    return record;
  });
}

async function insertConsent(
  tx: Executor,
  table: ConsentTable,
  actor: SessionUser,
  consentGiven: boolean,
  meta: RequestMeta,
): Promise<ConsentRecord> {
  const [row] = await tx
    .insert(table)
    .values({
      userId: actor.partyId,
      name: actor.name,
      email: actor.email,
      consentGiven,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      sessionId: String(actor.sessionId),
      termsVersion: TERMS_VERSION,
      privacyVersion: privacyVersionFor(table),
    })
    .returning();
  return toConsentRecord(row!);
}

/** For the SPA's gate: candidates and companies are asked until their latest decision gives consent. */
export async function consentStatus(deps: AppDeps, actor: SessionUser): Promise<ConsentStatus> {
  const table = tableFor(actor.role);
  if (!table) return { required: false, kind: 'none', latest: null, processing: null };
  const latest = await latestConsent(deps, table, actor.partyId);
  return {
    required: consentRequired(latest, privacyVersionFor(table)),
    kind: actor.role === 'candidate' ? 'candidate' : 'company',
    latest,
    processing: actor.role === 'candidate' ? pitchProcessingDisclosure(deps.config) : null,
  };
}

export function recordCandidateConsent(
  deps: AppDeps,
  actor: SessionUser,
  consentGiven: boolean,
  meta: RequestMeta,
) {
  return appendConsent(deps, candidateConsents, actor, consentGiven, meta);
}

export function withdrawCandidateConsent(deps: AppDeps, actor: SessionUser, meta: RequestMeta) {
  return appendConsent(deps, candidateConsents, actor, false, meta);
}

export async function companyConsentStatus(
  deps: AppDeps,
  actor: SessionUser,
): Promise<CompanyConsentStatus> {
  const latest = await latestConsent(deps, companyConsents, actor.partyId);
  return { hasConsented: !consentRequired(latest, COMPANY_PRIVACY_VERSION), latest };
}

export function recordCompanyConsent(
  deps: AppDeps,
  actor: SessionUser,
  input: CompanyConsentRequest,
  meta: RequestMeta,
) {
  // Accepting an older text than the one in force would record a consent to terms nobody shows any more.
  if (
    (input.termsVersion && input.termsVersion !== TERMS_VERSION) ||
    (input.privacyVersion && input.privacyVersion !== COMPANY_PRIVACY_VERSION)
  ) {
    throw AppError.conflict(
      `The terms in force are version ${TERMS_VERSION}; please reload and accept them.`,
      'OUTDATED_TERMS',
    );
  }
  return appendConsent(deps, companyConsents, actor, true, meta);
}

export function withdrawCompanyConsent(deps: AppDeps, actor: SessionUser, meta: RequestMeta) {
  return appendConsent(deps, companyConsents, actor, false, meta);
}
