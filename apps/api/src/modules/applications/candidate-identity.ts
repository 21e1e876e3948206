import { sql, type SQLChunk } from 'drizzle-orm';
import { candidateLabel } from '@takeoff/shared/pitches';
import type { Executor } from '../../db/client';

/**
 * The one rule for how a company sees a candidate (DESIGN §3, blind review): by name once the
 * candidate applied to one of the company's jobs, otherwise as the anonymous 'Candidate #000123'.
 * The pitches grid, a pitch's detail and the pipeline all take the name from here.
 */
export const appliedToCompany = (candidate: SQLChunk, company: SQLChunk) => sql<boolean>`exists (
  select 1 from applications ia join jobs ij on ij.id = ia.job_id
   where ia.candidate_id = ${candidate} and ij.company_id = ${company})`;

export async function hasAppliedToCompany(
  exec: Executor,
  candidateId: number,
  companyId: number,
): Promise<boolean> {
  const result = await exec.execute(
    sql`select ${appliedToCompany(sql`${candidateId}::int`, sql`${companyId}::int`)} as applied`,
  );
  return (result.rows[0] as { applied?: boolean } | undefined)?.applied === true;
}

/**
 * Whether an interviewer may see the candidate: only an applicant to one of the jobs assigned to them (browsing
 * talent is for owners and recruiters).
 */
export async function appliedToAssignedJob(
  exec: Executor,
  candidateId: number,
  interviewerId: number,
  companyId: number,
): Promise<boolean> {
  const result = await exec.execute(sql`select exists (
    select 1 from applications ia join jobs ij on ij.id = ia.job_id
      join job_interviewers ji on ji.job_id = ij.id and ji.user_id = ${interviewerId}
     where ia.candidate_id = ${candidateId} and ij.company_id = ${companyId}) as applied`);
  return (result.rows[0] as { applied?: boolean } | undefined)?.applied === true;
}

export type CandidateIdentity = { label: string; named: boolean };

/** What a company reads for a candidate: the name if `applied`, the anonymous label otherwise. */
export const candidateIdentity = (
  candidate: { id: number; name: string },
  applied: boolean,
): CandidateIdentity =>
  applied
    ? { label: candidate.name, named: true }
    : { label: candidateLabel(candidate.id), named: false };
