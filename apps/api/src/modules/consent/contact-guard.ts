import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, UNSOLICITED_CONTACT_DAILY_LIMIT } from '@takeoff/shared/constants';
import type { Executor } from '../../db/client';
import { unsolicitedContacts } from '../../db/schema/consent';
import { messages } from '../../db/schema/messages';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { assertCandidateConsentNotWithdrawn, assertCompanyTermsAccepted } from './consent-state';

/** `ongoing`: the candidate applied to the company or a thread between them exists; `new`: contact from a pitch. */
export type Contact = 'new' | 'ongoing';

async function relationshipExists(db: Executor, companyId: number, candidateId: number) {
  const result = await db.execute(sql`select
    exists (select 1 from ${messages} m where m.company_id = ${companyId} and m.candidate_id = ${candidateId})
    or exists (select 1 from applications a join jobs j on j.id = a.job_id where a.candidate_id = ${candidateId} and j.company_id = ${companyId})
    as ongoing`);
  return (result.rows[0] as { ongoing?: boolean } | undefined)?.ongoing === true;
}

/**
 * The one guard every path that lets a company reach a candidate goes through (a message from the pitch, a
 * reply in a thread, an interview). Ongoing contact — the candidate applied to the company, or a thread exists —
 * goes on. New contact needs the company's accepted Company Terms (403 COMPANY_CONSENT_REQUIRED) and a candidate
 * whose consent stands (409 CANDIDATE_CONSENT_WITHDRAWN). Says which it was, for the daily cap on new contact.
 */
export async function assertMayContactCandidate(
  db: Executor,
  company: SessionUser,
  candidateId: number,
): Promise<Contact> {
  if (await relationshipExists(db, company.partyId, candidateId)) return 'ongoing';
  await assertCompanyTermsAccepted(db, company);
  await assertCandidateConsentNotWithdrawn(db, candidateId);
  return 'new';
}

/**
 * Counts one new contact against the company's daily cap, in the transaction that makes the contact (so a refused
 * contact writes nothing): 429 CONTACT_LIMIT_REACHED past UNSOLICITED_CONTACT_DAILY_LIMIT in the last 24 hours.
 * An advisory lock per company makes concurrent contacts count one after another.
 */
export async function recordUnsolicitedContact(
  tx: Executor,
  companyId: number,
  candidateId: number,
  kind: 'message' | 'interview',
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNSOLICITED_LOCK}, ${companyId})`);
  const [row] = await tx
    .select({ n: count() })
    .from(unsolicitedContacts)
    .where(
      and(
        eq(unsolicitedContacts.companyId, companyId),
        gt(unsolicitedContacts.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((row?.n ?? 0) >= UNSOLICITED_CONTACT_DAILY_LIMIT)
    throw new AppError('CONTACT_LIMIT_REACHED', 429, MESSAGES.unsolicitedContactLimit);
  await tx.insert(unsolicitedContacts).values({ companyId, candidateId, kind });
}

/** The advisory-lock namespace of the unsolicited-contact cap. */
const UNSOLICITED_LOCK = 7_301;
