import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { jobInterviewers } from '../../db/schema/org';
import { seesAllJobs } from '../../http/org-access';
import type { SessionUser } from '../../http/session';

/**
 * The jobs an actor may see as a company member, as a condition on a job id column: every job of the
 * organisation for owners and recruiters (the caller filters by organisation), only the assigned ones for an
 * interviewer. Undefined when there is nothing to add.
 */
export function visibleJobs(actor: SessionUser, jobId: AnyColumn | SQL): SQL | undefined {
  if (seesAllJobs(actor)) return undefined;
  return assignedJobsOnly(jobId, actor.id);
}

/** The condition an interviewer's lists add: the job is assigned to the member (an id, or `sql.placeholder` in a prepared statement). */
export const assignedJobsOnly = (jobId: AnyColumn | SQL, userId: number | Placeholder) =>
  sql`${jobId} in (select ${jobInterviewers.jobId} from ${jobInterviewers} where ${jobInterviewers.userId} = ${userId})`;
