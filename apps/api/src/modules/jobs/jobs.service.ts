import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import { JOB_COUNT_CAP, departureTimeOf, type Job, type JobBoardPage, type JobPage } from '@takeoff/shared/jobs';
import type { CreateJobRequest, JobSearchQuery, LatestJobsQuery, UpdateJobRequest } from '@takeoff/shared/jobs';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { applications, jobs, savedJobs } from '../../db/schema/jobs';
import { preparedPerDatabase } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../../http/org-access';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { deleteMedia } from '../media/media.service';
import { findJob, freeFlightNumber, searchDocument, searchQuery, selectJobs, toJob, type JobRow } from './job-rows';

type CreateInput = z.output<typeof CreateJobRequest>;
type UpdateInput = z.output<typeof UpdateJobRequest>;

/** The company that owns a job may change it; anyone else is refused (404 when it does not exist). */
export async function ownedJob(deps: AppDeps, actor: SessionUser, id: number): Promise<JobRow> {
  const job = await findJob(deps.db, id);
  if (!job) throw AppError.notFound('Job not found');
  if (job.companyId !== actor.partyId) throw AppError.forbidden('You can only manage your own jobs');
  return job;
}

/** A company reads only its own lists (admins read any). */
export function assertCompanySelf(actor: SessionUser, companyId: number) {
  if (actor.role !== 'admin' && actor.partyId !== companyId) throw AppError.forbidden('You can only see your own company’s data');
}

export async function createJob(deps: AppDeps, actor: SessionUser, input: CreateInput, videoMediaId: number | null = null): Promise<Job> {
  const now = new Date();
  // The free number is picked before the insert: two posts at once may pick the same one, and the loser tries again.
  for (let attempt = 1; ; attempt++) {
    const flightNumber = await freeFlightNumber(deps.db);
    if (!flightNumber) throw AppError.conflict('No free flight number could be found, please retry', 'FLIGHT_NUMBERS_EXHAUSTED');
    try {
      return await insertJob(deps, actor, input, videoMediaId, flightNumber, now);
    } catch (error) {
      if (attempt >= 3 || !isFlightNumberClash(error)) throw error;
    }
  }
}

const isFlightNumberClash = (error: unknown) => {
  const e = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return e.code === '23505' && e.constraint === 'jobs_flight_number_unique';
};

async function insertJob(deps: AppDeps, actor: SessionUser, input: CreateInput, videoMediaId: number | null, flightNumber: string, now: Date): Promise<Job> {
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...input,
        companyId: actor.partyId,
        flightNumber,
        departureTime: departureTimeOf(now),
        videoMediaId,
        searchVector: searchDocument(input, actor.partyName),
      })
      .returning({ id: jobs.id });
    const job = (await findJob(tx, row!.id))!;
    const notifications =
      job.status === 'closed'
        ? []
        : await deps.notifications.create(tx, {
            to: { audience: 'candidates' },
            actorId: actor.partyId,
            type: 'job_posted',
            entityType: 'job_post',
            entityId: job.id,
            text: (t) => ({ title: t('jobPosted.title'), message: t('jobPosted.message', { company: actor.partyName, job: job.title, location: job.location }) }),
          });
    return { job, notifications };
  });
  deps.notifications.publish(created.notifications);
  return toJob(created.job);
}

export async function updateJob(deps: AppDeps, actor: SessionUser, id: number, input: UpdateInput): Promise<Job> {
  const current = await ownedJob(deps, actor, id);
  const merged = { ...current, ...input };
  await deps.db
    .update(jobs)
    .set({ ...input, updatedAt: new Date(), searchVector: searchDocument(merged, current.companyName) })
    .where(eq(jobs.id, id));
  return toJob((await findJob(deps.db, id))!);
}

/** Deleting a job removes its applications and saves with it, all or nothing; then its video. */
export async function deleteJob(deps: AppDeps, actor: SessionUser, id: number) {
  const job = await ownedJob(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(applications).where(eq(applications.jobId, id));
    await tx.delete(savedJobs).where(eq(savedJobs.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
  });
  if (job.videoMediaId != null) await deleteMedia(deps, job.videoMediaId);
}

/**
 * One job. Open ones are on the board for every signed-in user; a closed one only for its company, the admins
 * and candidates who applied to it (their application still points at it) — anyone else is told it is not found.
 */
export async function getJob(deps: AppDeps, actor: SessionUser, id: number): Promise<Job> {
  const job = await findJob(deps.db, id);
  if (!job) throw AppError.notFound('Job not found');
  if (job.status === 'closed' && actor.role !== 'admin' && job.companyId !== actor.partyId) {
    const [applied] = await deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, id), eq(applications.candidateId, actor.partyId)))
      .limit(1);
    if (!applied) throw AppError.notFound('Job not found');
  }
  return toJob(job);
}

function pageFrom(rows: JobRow[], limit: number): JobPage {
  const items = rows.slice(0, limit).map(toJob);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
}

/** A company's own board: every status, newest first. */
export async function listCompanyJobs(deps: AppDeps, actor: SessionUser, companyId: number, page: PageQuery): Promise<JobPage> {
  assertCompanySelf(actor, companyId);
  const before = page.cursor ? decodeIdCursor(page.cursor) : null;
  const rows = await selectJobs(deps.db)
    .where(and(eq(jobs.companyId, companyId), visibleJobs(actor, jobs.id), before ? lt(jobs.id, before) : undefined))
    .orderBy(desc(jobs.id))
    .limit(page.limit + 1);
  return pageFrom(rows, page.limit);
}

/** The open board, with or without a search (`tsquery` placeholder). */
const openJobs = (withSearch: boolean) =>
  and(ne(jobs.status, 'closed'), withSearch ? sql`${jobs.searchVector} @@ to_tsquery('simple', ${sql.placeholder('tsquery')})` : undefined);

/** One prepared page statement per shape (search or not, first page or after a cursor). */
const boardPage = (withSearch: boolean, afterCursor: boolean) =>
  preparedPerDatabase((db) =>
    selectJobs(db)
      .where(and(openJobs(withSearch), afterCursor ? lt(jobs.id, sql.placeholder('before')) : undefined))
      .orderBy(desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .prepare(`takeoff_job_board${withSearch ? '_search' : ''}${afterCursor ? '_after' : ''}`),
  );
const boardPages = {
  first: boardPage(false, false),
  after: boardPage(false, true),
  searchFirst: boardPage(true, false),
  searchAfter: boardPage(true, true),
};

/** Counting stops one past the cap: the cost stays flat however large the board grows. */
const boardCount = (withSearch: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(db.select({ one: sql`1` }).from(jobs).where(openJobs(withSearch)).limit(JOB_COUNT_CAP + 1).as('capped'))
      .prepare(`takeoff_job_board_count${withSearch ? '_search' : ''}`),
  );
const boardCounts = { all: boardCount(false), search: boardCount(true) };

/** The candidate board: open jobs newest first, optionally searched; `total` on the first page only. */
export async function searchBoard(deps: AppDeps, query: z.output<typeof JobSearchQuery>): Promise<JobBoardPage> {
  const before = query.cursor ? decodeIdCursor(query.cursor) : null;
  const tsquery = searchQuery(query.q);
  const values = { tsquery, before, limit: query.limit + 1 };
  const page = tsquery ? (before ? boardPages.searchAfter : boardPages.searchFirst) : before ? boardPages.after : boardPages.first;
  const [rows, counted] = await Promise.all([
    page(deps.db).execute(values),
    before ? null : (tsquery ? boardCounts.search : boardCounts.all)(deps.db).execute(values),
  ]);
  const n = counted ? Number(counted[0]!.n) : null;
  return { ...pageFrom(rows, query.limit), total: n == null ? null : Math.min(n, JOB_COUNT_CAP), totalCapped: n != null && n > JOB_COUNT_CAP };
}

/** The latest open jobs (the overview's Latest Opportunities shows the first 3). */
export async function latestJobs(deps: AppDeps, query: z.output<typeof LatestJobsQuery>): Promise<Job[]> {
  const rows = await selectJobs(deps.db).where(ne(jobs.status, 'closed')).orderBy(desc(jobs.id)).limit(query.limit);
  return rows.map(toJob);
}
