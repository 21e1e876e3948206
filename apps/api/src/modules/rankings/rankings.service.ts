import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import {
  candidateLabel,
  previousWeek,
  RANKING_LIST_LIMIT,
  rankTallies,
  weekRange,
  type PublicationResult,
  type RatingTally,
  type TopEmployerEntry,
  type TopTalentEntry,
  type WeekRange,
} from '@takeoff/shared/rankings';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { candidatePitches } from '../../db/schema/pitches';
import { rankingEntries, rankingPublications, ratings } from '../../db/schema/ratings';
import type { SessionUser } from '../../http/session';
import { assertCompanyTermsAccepted, candidateConsentNotWithdrawn } from '../consent/consent-state';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Kind = 'talent' | 'employer';

/** Candidates are ranked from companies' ratings, employers from candidates' ratings. */
const TARGET_OF: Record<Kind, 'candidate' | 'company'> = {
  talent: 'candidate',
  employer: 'company',
};

/**
 * Top Employers counts only ratings from candidates with a real interaction with the company — they applied to
 * one of its jobs or it interviewed them — so throwaway accounts cannot push a company up (or down). Ratings
 * without one still count in the company's own average; they just do not rank it.
 */
const raterInteractedWithCompany = sql`(exists (
    select 1 from applications a join jobs j on j.id = a.job_id
     where a.candidate_id = ${ratings.raterId} and j.company_id = ${ratings.targetId})
  or exists (select 1 from interviews i where i.candidate_id = ${ratings.raterId} and i.company_id = ${ratings.targetId}))`;

/**
 * What a week's ranking counts: ratings whose last change (`updated_at`) falls in [start, end).
 * A rating changed in a later week counts in that later week, with its new value. Candidates whose
 * latest consent record is a withdrawal are not ranked; employers are ranked by candidates who dealt with them.
 */
export async function tallyWeek(db: Executor, kind: Kind, week: WeekRange): Promise<RatingTally[]> {
  const rows = await db
    .select({
      subjectId: ratings.targetId,
      sum: sql<number>`sum(${ratings.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(
      and(
        eq(ratings.targetType, TARGET_OF[kind]),
        gte(ratings.updatedAt, week.start),
        lt(ratings.updatedAt, week.end),
        kind === 'talent'
          ? candidateConsentNotWithdrawn(ratings.targetId)
          : raterInteractedWithCompany,
      ),
    )
    .groupBy(ratings.targetId);
  return rows.map((r) => ({ subjectId: r.subjectId, sum: Number(r.sum), count: Number(r.count) }));
}

/** Entries written per statement (six columns each: well under PostgreSQL's 65,535 bound parameters). */
export const ENTRY_BATCH = 5_000;

/**
 * Publishes one kind's ranking of a week. The publication row is claimed with an upsert on the unique
 * (kind, week_start) key that only succeeds for a new week or one published provisionally; only the
 * claimer writes entries, in the same transaction. So concurrent publishers (several API instances
 * at Monday midnight) produce exactly one final publication, and a final one is never rewritten.
 */
export async function publishKind(
  deps: Pick<Deps, 'db'>,
  kind: Kind,
  week: WeekRange,
  final: boolean,
): Promise<PublicationResult> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(rankingPublications)
      .values({ kind, weekStart: week.start, weekEnd: week.end, final })
      .onConflictDoUpdate({
        target: [rankingPublications.kind, rankingPublications.weekStart],
        set: { final, weekEnd: week.end, publishedAt: sql`now()` },
        setWhere: eq(rankingPublications.final, false),
      })
      .returning({ id: rankingPublications.id });
    const base = { kind, weekStart: week.start.toISOString(), weekEnd: week.end.toISOString() };
    if (!claimed) return { ...base, final: true, written: false, entries: 0 };
    await tx.delete(rankingEntries).where(eq(rankingEntries.publicationId, claimed.id));
    const ranked = rankTallies(await tallyWeek(tx, kind, week));
    // In slices: one INSERT may bind at most 65,535 values, and a busy week at scale rates more candidates than that allows.
    for (let start = 0; start < ranked.length; start += ENTRY_BATCH) {
      await tx
        .insert(rankingEntries)
        .values(
          ranked
            .slice(start, start + ENTRY_BATCH)
            .map((e) => ({ publicationId: claimed.id, ...e })),
        );
    }
    return { ...base, final, written: true, entries: ranked.length };
  });
}

/** Publishes both rankings of a week. */
export async function publishWeek(
  deps: Pick<Deps, 'db'>,
  week: WeekRange,
  final = true,
): Promise<PublicationResult[]> {
  return [
    await publishKind(deps, 'talent', week, final),
    await publishKind(deps, 'employer', week, final),
  ];
}

/** The Monday-midnight job (and its catch-up on start): the last completed week, unless already final. */
export function publishLastCompletedWeek(deps: Deps, now = new Date()) {
  return publishWeek(deps, previousWeek(now, deps.config.RANKINGS_TIMEZONE), true);
}

/**
 * On demand (admin, demo seed): the week in progress, stored provisionally under the same week key,
 * so it shows at once and the Monday job still replaces it with the complete week.
 */
export function publishCurrentWeek(deps: Deps, now = new Date()) {
  return publishWeek(deps, weekRange(now, deps.config.RANKINGS_TIMEZONE), false);
}

/** An entry's own columns, selected flat: a nested `entry: rankingEntries` cost drizzle twice the mapping. */
const entryColumns = {
  id: rankingEntries.id,
  subjectId: rankingEntries.subjectId,
  position: rankingEntries.position,
  avgRating: rankingEntries.avgRating,
  ratingCount: rankingEntries.ratingCount,
};

/** The week of a publication, as every entry of its list repeats it. */
const weekFields = (deps: Deps, publication: { weekStart: Date; weekEnd: Date }) => ({
  weekStart: publication.weekStart.toISOString(),
  weekEnd: publication.weekEnd.toISOString(),
  timeZone: deps.config.RANKINGS_TIMEZONE,
});

const latestPublication = preparedPerDatabase((db) =>
  db
    .select()
    .from(rankingPublications)
    .where(eq(rankingPublications.kind, sql.placeholder('kind')))
    .orderBy(desc(rankingPublications.weekStart))
    .limit(1)
    .prepare('takeoff_latest_ranking_publication'),
);

/** A publication's first places: everyone's (admins) or without withdrawn candidates but the viewer. */
const talentRows = (visibleOnly: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select({ ...entryColumns, name: users.name, pitchTitle: candidatePitches.title })
      .from(rankingEntries)
      .innerJoin(users, eq(users.id, rankingEntries.subjectId))
      .leftJoin(candidatePitches, eq(candidatePitches.candidateId, rankingEntries.subjectId))
      .where(
        and(
          eq(rankingEntries.publicationId, sql.placeholder('publicationId')),
          visibleOnly
            ? or(
                candidateConsentNotWithdrawn(rankingEntries.subjectId),
                eq(rankingEntries.subjectId, sql.placeholder('viewerId')),
              )
            : undefined,
        ),
      )
      .orderBy(asc(rankingEntries.position))
      .limit(RANKING_LIST_LIMIT)
      .prepare(visibleOnly ? 'takeoff_top_talents_visible' : 'takeoff_top_talents_all'),
  );
const allTalentRows = talentRows(false);
const visibleTalentRows = talentRows(true);

const employerRows = preparedPerDatabase((db) =>
  db
    .select({ ...entryColumns, name: users.name, verifiedAt: users.verifiedAt })
    .from(rankingEntries)
    .innerJoin(users, eq(users.id, rankingEntries.subjectId))
    .where(eq(rankingEntries.publicationId, sql.placeholder('publicationId')))
    .orderBy(asc(rankingEntries.position))
    .limit(RANKING_LIST_LIMIT)
    .prepare('takeoff_top_employers'),
);

/**
 * The latest published week of Top Talent. Blind review: only admins get candidates' names. The stored
 * publication stays as it was; everyone but admins sees it without candidates who have since withdrawn
 * their consent (a candidate still sees themself), ranked again 1..n so no place shows a hole. The
 * first RANKING_LIST_LIMIT places only.
 */
export async function topTalents(deps: Deps, viewer: SessionUser): Promise<TopTalentEntry[]> {
  await assertCompanyTermsAccepted(deps.db, viewer);
  const [publication] = await latestPublication(deps.db).execute({ kind: 'talent' });
  if (!publication) return [];
  const isAdmin = viewer.role === 'admin';
  const rows = isAdmin
    ? await allTalentRows(deps.db).execute({ publicationId: publication.id })
    : await visibleTalentRows(deps.db).execute({
        publicationId: publication.id,
        viewerId: viewer.partyId,
      });
  const week = weekFields(deps, publication);
  return rows.map((row, index) => ({
    id: row.id,
    position: isAdmin ? row.position : index + 1,
    candidateId: row.subjectId,
    label: candidateLabel(row.subjectId),
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    timeZone: week.timeZone,
    avgRating: row.avgRating,
    ratingCount: row.ratingCount,
    candidate: isAdmin ? { name: row.name, title: row.pitchTitle } : { title: row.pitchTitle },
    pitch: row.pitchTitle === null ? null : { title: row.pitchTitle },
    final: publication.final,
  }));
}

/** The latest published week of Top Employers (company names are public), first RANKING_LIST_LIMIT places. */
export async function topEmployers(deps: Deps): Promise<TopEmployerEntry[]> {
  const [publication] = await latestPublication(deps.db).execute({ kind: 'employer' });
  if (!publication) return [];
  const rows = await employerRows(deps.db).execute({ publicationId: publication.id });
  const week = weekFields(deps, publication);
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    companyId: row.subjectId,
    company: row.name,
    companyVerified: row.verifiedAt != null,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    timeZone: week.timeZone,
    avgRating: row.avgRating,
    ratingCount: row.ratingCount,
    final: publication.final,
  }));
}
