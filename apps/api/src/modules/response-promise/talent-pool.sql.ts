import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The candidate is in this organisation's talent pool (kept when rejected): one primary-key probe, never another's. */
export const inTalentPoolOf = (orgId: SQLWrapper, candidateId: SQLWrapper): SQL =>
  sql`exists (select 1 from talent_pool tp where tp.org_id = ${orgId} and tp.candidate_id = ${candidateId})`;

/**
 * The job has an applicant its organisation kept in its talent pool. Read from the pool (applications by candidate,
 * applications_candidate_idx), so a company with many jobs and a small pool reads only the pool's applications.
 */
export const hasApplicantInTalentPoolOf = (orgId: SQLWrapper, jobId: SQLWrapper): SQL =>
  sql`${jobId} in (select a.job_id from talent_pool tp join applications a on a.candidate_id = tp.candidate_id
                    where tp.org_id = ${orgId})`;
