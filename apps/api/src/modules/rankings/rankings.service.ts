import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { candidateLabel, previousWeek, rankTallies, weekRange, type PublicationResult, type RatingTally, type TopEmployerEntry, type TopTalentEntry, type WeekRange } from '@takeoff/shared/rankings';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { candidatePitches } from '../../db/schema/pitches';
import { rankingEntries, rankingPublications, ratings } from '../../db/schema/ratings';
import type { SessionUser } from '../../http/session';
import { candidateConsentNotWithdrawn } from '../consent/consent-state';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Kind = 'talent' | 'employer';

/** Candidates are ranked from companies' ratings, employers from candidates' ratings. */
const TARGET_OF: Record<Kind, 'candidate' | 'company'> = { talent: 'candidate', employer: 'company' };

/**
 * What a week's ranking counts: ratings whose last change (`updated_at`) falls in [start, end).
 * A rating changed in a later week counts in that later week, with its new value. Candidates whose
 * latest consent record is a withdrawal are not ranked.
 */
export async function tallyWeek(db: Executor, kind: Kind, week: WeekRange): Promise<RatingTally[]> {
  const rows = await db
    .select({ subjectId: ratings.targetId, sum: sql<number>`sum(${ratings.rating})::int`, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(
      and(
        eq(ratings.targetType, TARGET_OF[kind]),
        gte(ratings.updatedAt, week.start),
        lt(ratings.updatedAt, week.end),
        kind === 'talent' ? candidateConsentNotWithdrawn(ratings.targetId) : undefined,
      ),
    )
    .groupBy(ratings.targetId);
  return rows.map((r) => ({ subjectId: r.subjectId, sum: Number(r.sum), count: Number(r.count) }));
}

/**
 * Publishes one kind's ranking of a week. The publication row is claimed with an upsert on the unique
 * (kind, week_start) key that only succeeds for a new week or one published provisionally; only the
 * claimer writes entries, in the same transaction. So concurrent publishers (several API instances
 * at Monday midnight) produce exactly one final publication, and a final one is never rewritten.
 */
export async function publishKind(deps: Pick<Deps, 'db'>, kind: Kind, week: WeekRange, final: boolean): Promise<PublicationResult> {
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
    if (ranked.length > 0) {
      await tx.insert(rankingEntries).values(ranked.map((e) => ({ publicationId: claimed.id, ...e })));
    }
    return { ...base, final, written: true, entries: ranked.length };
  });
}

/** Publishes both rankings of a week. */
export async function publishWeek(deps: Pick<Deps, 'db'>, week: WeekRange, final = true): Promise<PublicationResult[]> {
  return [await publishKind(deps, 'talent', week, final), await publishKind(deps, 'employer', week, final)];
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

async function latestPublication(db: Executor, kind: Kind) {
  const [row] = await db
    .select()
    .from(rankingPublications)
    .where(eq(rankingPublications.kind, kind))
    .orderBy(desc(rankingPublications.weekStart))
    .limit(1);
  return row ?? null;
}

/**
 * The latest published week of Top Talent. Blind review: only admins get candidates' names. The stored
 * publication stays as it was; everyone but admins sees it without candidates who have since withdrawn
 * their consent (a candidate still sees themself), ranked again 1..n so no place shows a hole.
 */
export async function topTalents(deps: Deps, viewer: SessionUser): Promise<TopTalentEntry[]> {
  const publication = await latestPublication(deps.db, 'talent');
  if (!publication) return [];
  const isAdmin = viewer.role === 'admin';
  const visible = isAdmin ? undefined : or(candidateConsentNotWithdrawn(rankingEntries.subjectId), eq(rankingEntries.subjectId, viewer.id));
  const rows = await deps.db
    .select({ entry: rankingEntries, name: users.name, pitchTitle: candidatePitches.title })
    .from(rankingEntries)
    .innerJoin(users, eq(users.id, rankingEntries.subjectId))
    .leftJoin(candidatePitches, eq(candidatePitches.candidateId, rankingEntries.subjectId))
    .where(and(eq(rankingEntries.publicationId, publication.id), visible))
    .orderBy(asc(rankingEntries.position));
  return rows.map(({ entry, name, pitchTitle }, index) => ({
    id: entry.id,
    position: isAdmin ? entry.position : index + 1,
    candidateId: entry.subjectId,
    label: candidateLabel(entry.subjectId),
    weekStart: publication.weekStart.toISOString(),
    weekEnd: publication.weekEnd.toISOString(),
    timeZone: deps.config.RANKINGS_TIMEZONE,
    avgRating: entry.avgRating,
    ratingCount: entry.ratingCount,
    candidate: isAdmin ? { name, title: pitchTitle } : { title: pitchTitle },
    pitch: pitchTitle === null ? null : { title: pitchTitle },
    final: publication.final,
  }));
}

/** The latest published week of Top Employers (company names are public). */
export async function topEmployers(deps: Deps): Promise<TopEmployerEntry[]> {
  const publication = await latestPublication(deps.db, 'employer');
  if (!publication) return [];
  const rows = await deps.db
    .select({ entry: rankingEntries, name: users.name })
    .from(rankingEntries)
    .innerJoin(users, eq(users.id, rankingEntries.subjectId))
    .where(eq(rankingEntries.publicationId, publication.id))
    .orderBy(asc(rankingEntries.position));
  return rows.map(({ entry, name }) => ({
    id: entry.id,
    position: entry.position,
    companyId: entry.subjectId,
    company: name,
    weekStart: publication.weekStart.toISOString(),
    weekEnd: publication.weekEnd.toISOString(),
    timeZone: deps.config.RANKINGS_TIMEZONE,
    avgRating: entry.avgRating,
    ratingCount: entry.ratingCount,
    final: publication.final,
  }));
}
