import { and, asc, eq, inArray } from 'drizzle-orm';
import type { JobInterviewers, JobInterviewersRequest } from '@takeoff/shared/org';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { jobInterviewers, orgMembers } from '../../db/schema/org';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';

type Deps = Pick<AppDeps, 'db'>;

async function ownJob(deps: Deps, actor: SessionUser, jobId: number) {
  const [job] = await deps.db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) throw AppError.notFound('Job not found');
  if (job.companyId !== actor.partyId)
    throw AppError.forbidden('You can only manage your own jobs');
  return job;
}

export async function getJobInterviewers(
  deps: Deps,
  actor: SessionUser,
  jobId: number,
): Promise<JobInterviewers> {
  await ownJob(deps, actor, jobId);
  const members = await deps.db
    .select({ id: users.id, name: users.name })
    .from(jobInterviewers)
    .innerJoin(users, eq(users.id, jobInterviewers.userId))
    .where(eq(jobInterviewers.jobId, jobId))
    .orderBy(asc(users.name), asc(users.id));
  return { jobId, members };
}

/** Sets who interviews for a job: interviewers of the job's organisation only (the list replaces the previous one). */
export async function setJobInterviewers(
  deps: Deps,
  actor: SessionUser,
  jobId: number,
  input: JobInterviewersRequest,
): Promise<JobInterviewers> {
  const job = await ownJob(deps, actor, jobId);
  if (input.memberIds.length > 0) {
    const found = await deps.db
      .select({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(
        and(
          eq(orgMembers.orgId, job.companyId),
          eq(orgMembers.role, 'interviewer'),
          inArray(orgMembers.userId, input.memberIds),
        ),
      );
    const known = new Set(found.map((f) => f.userId));
    const unknown = input.memberIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'Only interviewers of your organisation can be assigned to a job',
        [
          {
            path: ['memberIds'],
            message: `Not an interviewer of your organisation: ${unknown.join(', ')}`,
          },
        ],
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(jobInterviewers).where(eq(jobInterviewers.jobId, jobId));
    if (input.memberIds.length > 0)
      await tx.insert(jobInterviewers).values(input.memberIds.map((userId) => ({ jobId, userId })));
  });
  return getJobInterviewers(deps, actor, jobId);
}
