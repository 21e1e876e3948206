import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import {
  JOB_COUNT_CAP,
  departureTimeOf,
  type Job,
  type JobBoardPage,
  type JobPage,
} from '@takeoff/shared/jobs';
import type {
  CreateJobRequest,
  JobSearchQuery,
  LatestJobsQuery,
  UpdateJobRequest,
} from '@takeoff/shared/jobs';
import type { z } from 'zod';
import { writtenJobTranslations } from '@takeoff/shared/job-translations';
import type { AppDeps } from '../../deps';
import { applications, jobs, savedJobs } from '../../db/schema/jobs';
import { preparedPerDatabase } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { seesAllJobs } from '../../http/org-access';
import { assignedJobsOnly } from '../org/job-visibility';
import { hasApplicantInTalentPoolOf } from '../response-promise/talent-pool.sql';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { deleteMedia } from '../media/media.service';
import { removeObjects } from '../pitch-videos/pitch-videos.going-live';
import { deleteAnswerVideosOfJob } from '../video-answers/video-answers.store';
import { closeSlotsOfJob } from '../interviews/slot-changes.service';
import {
  findJob,
  freeFlightNumber,
  listedOpenJob,
  searchDocument,
  searchTerms,
  selectJobs,
  toJob,
  type JobRow,
} from './job-rows';

type CreateInput = z.output<typeof CreateJobRequest>;
type UpdateInput = z.output<typeof UpdateJobRequest>;

/** The company that owns a job may change it; anyone else is refused (404 when it does not exist). */
export async function ownedJob(deps: AppDeps, actor: SessionUser, id: number): Promise<JobRow> {
  const job = await findJob(deps.db, id);
  if (!job) throw AppError.notFound('Job not found');
  if (job.companyId !== actor.partyId)
    throw AppError.forbidden('You can only manage your own jobs');
  return job;
}

/** A company reads only its own lists (admins read any). */
export function assertCompanySelf(actor: SessionUser, companyId: number) {
  if (actor.role !== 'admin' && actor.partyId !== companyId)
    throw AppError.forbidden('You can only see your own company’s data');
}

export async function createJob(
  deps: AppDeps,
  actor: SessionUser,
  input: CreateInput,
  videoMediaId: number | null = null,
): Promise<Job> {
  const now = new Date();
  // The free number is picked before the insert: two posts at once may pick the same one, and the loser tries again.
  for (let attempt = 1; ; attempt++) {
    const flightNumber = await freeFlightNumber(deps.db, input.unlisted);
    if (!flightNumber)
      throw AppError.conflict(
        'No free flight number could be found, please retry',
        'FLIGHT_NUMBERS_EXHAUSTED',
      );
    try {
      return await insertJob(deps, actor, input, videoMediaId, flightNumber, now);
    } catch (error) {
      if (attempt >= 3 || !isFlightNumberClash(error)) throw error;
    }
  }
}

const isFlightNumberClash = (error: unknown) => {
  const e =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return e.code === '23505' && e.constraint === 'jobs_flight_number_unique';
};

async function insertJob(
  deps: AppDeps,
  actor: SessionUser,
  input: CreateInput,
  videoMediaId: number | null,
  flightNumber: string,
  now: Date,
): Promise<Job> {
  // A language whose texts are all empty is no translation: readers of it see the main texts.
  const translations = writtenJobTranslations(input.translations ?? {});
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...input,
        translations,
        companyId: actor.partyId,
        flightNumber,
        departureTime: departureTimeOf(now),
        videoMediaId,
        searchVector: searchDocument({ ...input, translations }, actor.partyName),
      })
      .returning({ id: jobs.id });
    const job = (await findJob(tx, row!.id))!;
    const notifications =
      // An unlisted flight is announced to nobody: only people given its link see it.
      job.status === 'closed' || job.unlisted
        ? []
        : await deps.notifications.create(tx, {
            to: { audience: 'candidates' },
            actorId: actor.partyId,
            type: 'job_posted',
            entityType: 'job_post',
            entityId: job.id,
            text: (t) => ({
              title: t('jobPosted.title'),
              message: t('jobPosted.message', {
                company: actor.partyName,
                job: job.title,
                location: job.location,
              }),
            }),
          });
    return { job, notifications };
  });
  deps.notifications.publish(created.notifications);
  return toJob(created.job);
}

export async function updateJob(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  input: UpdateInput,
): Promise<Job> {
  const current = await ownedJob(deps, actor, id);
  const { translations: sentTranslations, ...fields } = input;
  // Left out: unchanged; a language whose texts are all empty is dropped.
  const translations =
    sentTranslations === undefined
      ? current.translations
      : writtenJobTranslations(sentTranslations);
  const merged = { ...current, ...fields, translations };
  // Unlisting a flight gives it a new, unguessable number: its listed one was public and easy to try.
  const flightNumber =
    input.unlisted && !current.unlisted ? await freeFlightNumber(deps.db, true) : undefined;
  if (flightNumber === null)
    throw AppError.conflict(
      'No free flight number could be found, please retry',
      'FLIGHT_NUMBERS_EXHAUSTED',
    );
  const closing = input.status === 'closed' && current.status !== 'closed';
  const notices = await deps.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        ...fields,
        translations,
        ...(flightNumber ? { flightNumber } : {}),
        updatedAt: new Date(),
        searchVector: searchDocument(merged, current.companyName),
      })
      .where(eq(jobs.id, id));
    // A closed flight takes no one new: its open interview slots close with it.
    return closing ? closeSlotsOfJob(deps, tx, actor, id) : [];
  });
  deps.notifications.publish(notices);
  return toJob((await findJob(deps.db, id))!);
}

/** Deleting a job removes its applications and saves with it, all or nothing; then its video. */
export async function deleteJob(deps: AppDeps, actor: SessionUser, id: number) {
  const job = await ownedJob(deps, actor, id);
  const answerKeys = await deps.db.transaction(async (tx) => {
    // The applicants' answer videos go with their applications (their rows would only lose the link).
    const keys = await deleteAnswerVideosOfJob(tx, id);
    await tx.delete(applications).where(eq(applications.jobId, id));
    await tx.delete(savedJobs).where(eq(savedJobs.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    return keys;
  });
  await removeObjects(deps, answerKeys);
  if (job.videoMediaId != null) await deleteMedia(deps, job.videoMediaId);
}

/**
 * One job. Open listed ones are on the board for every signed-in user; a closed or unlisted one only for its
 * company, the admins and candidates who applied to it (their application still points at it) — anyone else is
 * told it is not found. Others reach an unlisted flight by its number (its link), not by this sequential id.
 */
export async function getJob(deps: AppDeps, actor: SessionUser, id: number): Promise<Job> {
  const job = await findJob(deps.db, id);
  if (!job || !(await mayOpenJob(deps, actor, job))) throw AppError.notFound('Job not found');
  return toJob(job);
}

/** Whether the actor may reach this job by its id (see getJob): hidden ones only their own, or what they applied to. */
export async function mayOpenJob(
  deps: AppDeps,
  actor: SessionUser,
  job: Pick<JobRow, 'id' | 'status' | 'unlisted' | 'companyId'>,
): Promise<boolean> {
  if (
    (job.status !== 'closed' && !job.unlisted) ||
    actor.role === 'admin' ||
    job.companyId === actor.partyId
  )
    return true;
  const [applied] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, actor.partyId)))
    .limit(1);
  return applied !== undefined;
}

function pageFrom(rows: JobRow[], limit: number): JobPage {
  const items = rows.slice(0, limit).map(toJob);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
}

/**
 * A company's jobs, newest first, after a cursor or not; for an interviewer only the jobs assigned to them
 * (assignedJobsOnly, as visibleJobs decides); with talentPoolOnly only those with an applicant the company kept in
 * its talent pool. Prepared once per database: the pipeline board reads this page on every visit, and building it
 * was a third of the board's own CPU in `pnpm bench`.
 */
const companyJobsPage = (afterCursor: boolean, assignedOnly: boolean, talentPoolOnly: boolean) =>
  preparedPerDatabase((db) =>
    selectJobs(db)
      .where(
        and(
          eq(jobs.companyId, sql.placeholder('companyId')),
          assignedOnly ? assignedJobsOnly(jobs.id, sql.placeholder('userId')) : undefined,
          talentPoolOnly
            ? hasApplicantInTalentPoolOf(sql.placeholder('companyId'), jobs.id)
            : undefined,
          afterCursor ? lt(jobs.id, sql.placeholder('before')) : undefined,
        ),
      )
      .orderBy(desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .prepare(
        `takeoff_company_jobs${afterCursor ? '_after' : ''}${assignedOnly ? '_assigned' : ''}${talentPoolOnly ? '_pool' : ''}`,
      ),
  );
const companyJobsPagesOf = (talentPoolOnly: boolean) => ({
  all: {
    first: companyJobsPage(false, false, talentPoolOnly),
    after: companyJobsPage(true, false, talentPoolOnly),
  },
  assigned: {
    first: companyJobsPage(false, true, talentPoolOnly),
    after: companyJobsPage(true, true, talentPoolOnly),
  },
});
const companyJobsPages = { any: companyJobsPagesOf(false), talentPool: companyJobsPagesOf(true) };

/** A company's own board: every status, newest first (the pipeline's talent pool filter: see companyJobsPage). */
export async function listCompanyJobs(
  deps: AppDeps,
  actor: SessionUser,
  companyId: number,
  page: PageQuery,
  filter: { talentPoolOnly?: boolean } = {},
): Promise<JobPage> {
  assertCompanySelf(actor, companyId);
  const before = page.cursor ? decodeIdCursor(page.cursor) : null;
  const ofFilter = filter.talentPoolOnly ? companyJobsPages.talentPool : companyJobsPages.any;
  const pages = seesAllJobs(actor) ? ofFilter.all : ofFilter.assigned;
  const rows = await (before ? pages.after : pages.first)(deps.db).execute({
    companyId,
    userId: actor.id,
    before,
    limit: page.limit + 1,
  });
  return pageFrom(rows, page.limit);
}

/** The open board, newest first, after a cursor or not: a keyset walk down jobs_public_idx. */
const boardPage = (afterCursor: boolean) =>
  preparedPerDatabase((db) =>
    selectJobs(db)
      .where(and(listedOpenJob(), afterCursor ? lt(jobs.id, sql.placeholder('before')) : undefined))
      .orderBy(desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .prepare(`takeoff_job_board${afterCursor ? '_after' : ''}`),
  );
const boardPages = { first: boardPage(false), after: boardPage(true) };

/** Counting stops one past the cap (an index-only walk of jobs_public_idx): the cost stays flat however large the board grows. */
const boardCount = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(jobs)
        .where(listedOpenJob())
        .limit(JOB_COUNT_CAP + 1)
        .as('capped'),
    )
    .prepare('takeoff_job_board_count'),
);

/**
 * How a search reads the board. A GIN index finds every match of a word before the first one comes back, so its
 * cost grows with the matches: for a common word ("react": one job in eight) that was tens of milliseconds at
 * 500,000 jobs (pnpm bench, BENCH_SCALE=10). Walking the open board newest first and testing each job's document finds a
 * common word's page, and a thousand of its matches for the capped total, within a few thousand rows. So a
 * search first walks a bounded window of the newest open jobs (after the cursor); only a word too rare to fill
 * the page (or to reach the cap) within its window asks the index (jobs_search_prefix_idx), whose matches are then
 * few. A single word the index's statistics put far past the cap is not counted at all (surelyPastCap).
 */
export interface SearchWindows {
  /** Open jobs a page's walk reads at most: a word rarer than one in ~100 of them is looked up in the index. */
  page: number;
  /** Open jobs the capped total's walk reads at most (first pages only). */
  count: number;
}
export const SEARCH_WINDOWS: SearchWindows = { page: 2_000, count: 10_000 };

const tsqueryParam = sql`to_tsquery('simple', ${sql.placeholder('tsquery')})`;

/** The newest open listed jobs (after the cursor), newest first: the window is the first `window` of them, a walk down jobs_public_idx. */
const recentOpenJobs = (afterCursor: boolean) =>
  and(listedOpenJob(), afterCursor ? lt(jobs.id, sql.placeholder('before')) : undefined);

/**
 * A search page from the window: the walk stops at the page's last match or at the window's end; only the page's
 * jobs are then read in full (the job columns every job response has, by primary key).
 */
const searchWindowPage = (afterCursor: boolean) =>
  preparedPerDatabase((db) => {
    const w = db
      .select({ id: jobs.id, searchVector: jobs.searchVector })
      .from(jobs)
      .where(recentOpenJobs(afterCursor))
      .orderBy(desc(jobs.id))
      .limit(sql.placeholder('window'))
      .as('recent');
    return selectJobs(db)
      .innerJoin(w, eq(w.id, jobs.id))
      .where(sql`${w.searchVector} @@ ${tsqueryParam}`)
      .orderBy(desc(w.id))
      .limit(sql.placeholder('limit'))
      .prepare(`takeoff_job_search_window${afterCursor ? '_after' : ''}`);
  });
const searchWindowPages = { first: searchWindowPage(false), after: searchWindowPage(true) };

/** Matches among the window's jobs, counted up to one past the cap. */
const searchWindowCount = preparedPerDatabase((db) => {
  const w = db
    .select({ searchVector: jobs.searchVector })
    .from(jobs)
    .where(recentOpenJobs(false))
    .orderBy(desc(jobs.id))
    .limit(sql.placeholder('window'))
    .as('recent');
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(w)
        .where(sql`${w.searchVector} @@ ${tsqueryParam}`)
        .limit(JOB_COUNT_CAP + 1)
        .as('capped'),
    )
    .prepare('takeoff_job_search_window_count');
});

/**
 * The search index's entries are every prefix of every word of a job (jobs_search_prefix_idx, migration 0032), so
 * each word of the query is a whole entry there: `react & athens`, with no prefix match. Those entries carry no
 * positions, so the query is every lexeme ANDed (plainto_tsquery): a word PostgreSQL's parser splits ('6e6509a9' is
 * '6e6509' then 'a9') would become a phrase in to_tsquery, which no positionless entry matches.
 */
const indexMatch = (words: SQL) =>
  sql`job_search_prefixes(${jobs.searchVector}) @@ plainto_tsquery('simple', ${words})`;

/** Matches counted up to one past the cap from the index: the rows stop at the cap, the index reads every entry. */
const searchIndexCount = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(jobs)
        .where(and(listedOpenJob(), indexMatch(sql`${sql.placeholder('words')}`)))
        .limit(JOB_COUNT_CAP + 1)
        .as('capped'),
    )
    .prepare('takeoff_job_search_index_count'),
);

/**
 * A word too rare for the window, from the index: every match (after the cursor) is collected first — a
 * materialised CTE, so the planner cannot turn it back into a walk of the board — then the page's ids, newest
 * first, and the matches counted up to one past the cap.
 */
async function searchIndexPage(deps: AppDeps, words: string, before: number | null, limit: number) {
  const result = await deps.db.execute<{ ids: number[]; n: number }>(sql`
    with hits as materialized (
      select ${jobs.id} as id from ${jobs}
       where ${listedOpenJob()} and ${indexMatch(sql`${words}`)} ${before ? sql`and ${jobs.id} < ${before}` : sql``})
    select array(select id from hits order by id desc limit ${limit}) as ids,
           (select count(*)::int from (select 1 from hits limit ${JOB_COUNT_CAP + 1}) capped) as n`);
  const row = result.rows[0]!;
  return { ids: row.ids.map(Number), n: Number(row.n) };
}

/**
 * What the last ANALYZE saw of the search index (its own statistics: the planner does not use a partial index's):
 * how many open jobs it held and the share of them each common word prefix is in. Read at most every few minutes.
 */
export interface SearchStats {
  openJobs: number;
  shares: Map<string, number>;
}
const SEARCH_STATS_TTL_MS = 5 * 60_000;
const searchStatsCache = new WeakMap<object, { at: number; stats: Promise<SearchStats> }>();

async function readSearchStats(deps: AppDeps): Promise<SearchStats> {
  const result = await deps.db.execute<{
    open_jobs: number | null;
    elems: string[] | null;
    freqs: number[] | null;
  }>(sql`
    select (select reltuples from pg_class where oid = to_regclass('jobs_search_prefix_idx'))::float8 as open_jobs,
           s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
      from (select 1) one
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'jobs_search_prefix_idx' and s.attname = 'job_search_prefixes'`);
  const row = result.rows[0];
  const shares = new Map<string, number>();
  (row?.elems ?? []).forEach((e, i) => shares.set(e, Number(row!.freqs![i])));
  return { openJobs: Math.max(0, Number(row?.open_jobs ?? 0)), shares };
}

function searchStats(deps: AppDeps): Promise<SearchStats> {
  const cached = searchStatsCache.get(deps.db);
  if (cached && Date.now() - cached.at < SEARCH_STATS_TTL_MS) return cached.stats;
  // Statistics are a shortcut, never a requirement: unreadable ones (no ANALYZE yet, no privilege) are empty.
  const stats = readSearchStats(deps).catch(() => ({
    openJobs: 0,
    shares: new Map<string, number>(),
  }));
  searchStatsCache.set(deps.db, { at: Date.now(), stats });
  return stats;
}

/**
 * Whether a one-word search is surely past the cap without counting it: the statistics put the word in at least
 * five times the cap of open jobs (a 30,000-row sample's share, so far from the line). Counting a thousand matches
 * of a common word walks thousands of rows; its total is shown as "1,000+" either way. Several words are not
 * estimated: their shares are not independent (frontend and backend are each common, together rare).
 */
export function surelyPastCap(stats: SearchStats, words: string[]) {
  if (words.length !== 1) return false;
  return (stats.shares.get(words[0]!) ?? 0) * stats.openJobs >= 5 * JOB_COUNT_CAP;
}

async function searchPage(
  deps: AppDeps,
  words: string[],
  before: number | null,
  limit: number,
  windows: SearchWindows,
) {
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const count = async () => {
    if (before) return null;
    if (surelyPastCap(await searchStats(deps), words)) return JOB_COUNT_CAP + 1;
    return Number(
      (await searchWindowCount(deps.db).execute({ tsquery, window: windows.count }))[0]!.n,
    );
  };
  const [windowRows, windowCount] = await Promise.all([
    searchWindowPages[before ? 'after' : 'first'](deps.db).execute({
      tsquery,
      before,
      limit,
      window: windows.page,
    }),
    count(),
  ]);
  let rows = windowRows;
  let n = windowCount;
  // A short page or a count under the cap may only mean that the window ended: the index has every match.
  if (rows.length < limit) {
    const found = await searchIndexPage(deps, words.join(' '), before, limit);
    rows =
      found.ids.length === 0
        ? []
        : await selectJobs(deps.db).where(inArray(jobs.id, found.ids)).orderBy(desc(jobs.id));
    if (n !== null) n = found.n;
  } else if (n !== null && n <= JOB_COUNT_CAP) {
    n = Number((await searchIndexCount(deps.db).execute({ words: words.join(' ') }))[0]!.n);
  }
  return { rows, n };
}

/** The candidate board: open jobs newest first, optionally searched; `total` on the first page only, capped. */
export async function searchBoard(
  deps: AppDeps,
  query: z.output<typeof JobSearchQuery>,
  windows = SEARCH_WINDOWS,
): Promise<JobBoardPage> {
  const before = query.cursor ? decodeIdCursor(query.cursor) : null;
  const words = searchTerms(query.q);
  const limit = query.limit + 1;
  let rows: JobRow[];
  let n: number | null;
  if (words.length > 0) ({ rows, n } = await searchPage(deps, words, before, limit, windows));
  else {
    const [page, counted] = await Promise.all([
      (before ? boardPages.after : boardPages.first)(deps.db).execute({ before, limit }),
      before ? null : boardCount(deps.db).execute(),
    ]);
    rows = page;
    n = counted ? Number(counted[0]!.n) : null;
  }
  return {
    ...pageFrom(rows, query.limit),
    total: n == null ? null : Math.min(n, JOB_COUNT_CAP),
    totalCapped: n != null && n > JOB_COUNT_CAP,
  };
}

/** The latest open listed jobs (the overview's Latest Opportunities shows the first 3). */
export async function latestJobs(
  deps: AppDeps,
  query: z.output<typeof LatestJobsQuery>,
): Promise<Job[]> {
  const rows = await selectJobs(deps.db)
    .where(listedOpenJob())
    .orderBy(desc(jobs.id))
    .limit(query.limit);
  return rows.map(toJob);
}
