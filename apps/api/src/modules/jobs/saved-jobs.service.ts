import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import type { SavedJobPage } from '@takeoff/shared/jobs';
import type { AppDeps } from '../../deps';
import { jobs, savedJobs } from '../../db/schema/jobs';
import { mediaFiles } from '../../db/schema/media';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { users } from '../../db/schema/auth';
import { findJob, jobColumns, toJob } from './job-rows';
import { mayOpenJob } from './jobs.service';

/** Saving twice is harmless: the second save keeps the first date. */
export async function saveJob(deps: AppDeps, actor: SessionUser, jobId: number) {
  const job = await findJob(deps.db, jobId);
  // An unlisted flight is not saved by a guessed id: it opens by its number (see getJob).
  if (!job || (job.unlisted && !(await mayOpenJob(deps, actor, job))))
    throw AppError.notFound('Job not found');
  await deps.db.insert(savedJobs).values({ candidateId: actor.id, jobId }).onConflictDoNothing();
}

export async function unsaveJob(deps: AppDeps, actor: SessionUser, jobId: number) {
  const removed = await deps.db
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, actor.id), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  if (removed.length === 0) throw AppError.notFound('This job is not in your saved jobs');
}

/** Saved-at in microseconds since the epoch, as text: exact, so keyset pages never skip or repeat. */
const savedAtKey = sql<string>`(extract(epoch from ${savedJobs.createdAt}) * 1000000)::bigint::text`;

/** My saved jobs, most recently saved first (keyset on saved time, then job id). */
export async function listSavedJobs(
  deps: AppDeps,
  actor: SessionUser,
  page: PageQuery,
): Promise<SavedJobPage> {
  const after = page.cursor ? decodeCursor(page.cursor, ['micros', 'id']) : null;
  const rows = await deps.db
    .select({ ...jobColumns, savedAt: savedJobs.createdAt, savedAtKey })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(users, eq(users.id, jobs.companyId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, jobs.videoMediaId))
    .where(
      and(
        eq(savedJobs.candidateId, actor.id),
        after
          ? sql`(${savedAtKey}::bigint, ${savedJobs.jobId}) < (${after[0]}::bigint, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(({ savedAt, savedAtKey: _key, ...job }) => ({
    job: toJob(job),
    savedAt: savedAt.toISOString(),
  }));
  const last = rows[page.limit - 1];
  return {
    items,
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.savedAtKey, last.id]) : null,
  };
}
