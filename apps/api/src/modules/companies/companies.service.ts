import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { mediaUrl } from '@takeoff/shared/media';
import type { QuestionTranslations } from '@takeoff/shared/promo-constants';
import { headlinesOf } from '@takeoff/shared/job-translations';
import {
  CANNED_PROFILES,
  cannedCategory,
  profileWithFallback,
  type CompanyListQuery,
  type CompanyOpenJob,
  type CompanyProfile,
  type ProfileTranslations,
  type PublicCompany,
  type PublicCompanyPage,
  type UpdateCompanyProfileRequest,
} from '@takeoff/shared/companies';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { companyProfiles } from '../../db/schema/promos';
import { escapeLike } from '../../db/like-pattern';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { changeSlug, currentSlug } from '../public-pages/company-slugs.service';
import { listedOpenJob } from '../jobs/job-rows';
import {
  STORED_RECORD_COLUMNS,
  storedRecordJoin,
  storedResponseRecord,
  type StoredRecordSqlRow,
} from '../response-promise/response-record.service';

type Deps = Pick<AppDeps, 'db'>;

interface CompanyRow extends StoredRecordSqlRow {
  id: number;
  name: string;
  subscription_status: string | null;
  verified: boolean;
  description: string | null;
  benefits: string[] | null;
  tags: string[] | null;
  translations: ProfileTranslations | null;
  website: string | null;
  promo_id: number | null;
  video_key: string | null;
  questions: string[] | null;
  question_translations: QuestionTranslations | null;
  promo_saved: boolean;
  open_jobs: number;
  applications_received: number;
  interviews_held: number;
  average_rating: number | null;
  rating_count: number;
}

/**
 * Companies' public profiles with their promo and real figures, in one statement: each figure is
 * an aggregate over an indexed foreign key (jobs_company_idx, applications_job_idx,
 * interviews_company_idx, ratings_target_idx), so a page costs one round trip, not one per company.
 * Interviews held: not cancelled and already started. The canned texts fill empty profile fields here,
 * server-side, so every client shows the same thing.
 */
/** The Explore Companies rows matching `where` (on `u`, the company user), in id order. */
async function companyRows(
  deps: Deps,
  actor: SessionUser,
  where: SQL,
  limit: number,
): Promise<CompanyRow[]> {
  const result = await deps.db.execute(sql`
    select u.id, u.name, u.subscription_status, u.verified_at is not null as verified,
           p.description, p.benefits, p.tags, p.translations, p.website,
           pr.id as promo_id, m.access_key as video_key, pr.questions, pr.question_translations,
           exists (select 1 from saved_videos s where s.promo_id = pr.id and s.candidate_id = ${actor.partyId}) as promo_saved,
           (select count(*)::int from jobs j where j.company_id = u.id and j.status <> 'closed' and not j.unlisted) as open_jobs,
           (select count(*)::int from applications a join jobs j on j.id = a.job_id where j.company_id = u.id) as applications_received,
           (select count(*)::int from interviews i where i.company_id = u.id and i.status <> 'cancelled' and i.scheduled_at <= now()) as interviews_held,
           r.average_rating, coalesce(r.rating_count, 0) as rating_count, ${STORED_RECORD_COLUMNS}
      from users u
      left join company_profiles p on p.company_id = u.id
      left join company_promos pr on pr.company_id = u.id
      left join media_files m on m.id = pr.video_media_id
      left join lateral (
        select avg(rt.rating)::float8 as average_rating, count(*)::int as rating_count
          from ratings rt where rt.target_id = u.id and rt.target_type = 'company'
      ) r on true
      ${storedRecordJoin(sql`u.id`)}
     where u.role = 'company' and ${where}
     order by u.id
     limit ${limit}`);
  return result.rows as unknown as CompanyRow[];
}

export async function listCompanies(
  deps: Deps,
  actor: SessionUser,
  page: CompanyListQuery,
): Promise<PublicCompanyPage> {
  const after = page.cursor ? decodeIdCursor(page.cursor) : 0;
  // A name search uses the company-name trigram index (users_company_name_trgm_idx).
  const where = page.q
    ? sql`u.id > ${after} and u.name ilike ${`%${escapeLike(page.q)}%`}`
    : sql`u.id > ${after}`;
  const rows = await companyRows(deps, actor, where, page.limit + 1);
  const items = rows.slice(0, page.limit).map(toPublicCompany);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.id) : null };
}

/** The calling company's own Explore Companies card, exactly as candidates see it. */
export async function getOwnCompany(deps: Deps, actor: SessionUser): Promise<PublicCompany> {
  const [row] = await companyRows(deps, actor, sql`u.id = ${actor.partyId}`, 1);
  if (!row) throw AppError.notFound('Company not found');
  return toPublicCompany(row);
}

function toPublicCompany(row: CompanyRow): PublicCompany {
  const texts = profileWithFallback(
    row.name,
    row.benefits
      ? { description: row.description, benefits: row.benefits, tags: row.tags ?? [] }
      : null,
  );
  const average =
    row.average_rating === null ? null : Math.round(Number(row.average_rating) * 10) / 10;
  return {
    id: Number(row.id),
    name: row.name,
    verified: Boolean(row.verified),
    subscriptionStatus: row.subscription_status,
    ...texts,
    translations: row.translations ?? {},
    website: row.website || null,
    promo:
      row.promo_id === null
        ? null
        : {
            id: Number(row.promo_id),
            videoUrl: row.video_key ? mediaUrl(row.video_key) : null,
            questions: row.questions ?? [],
            questionTranslations: row.question_translations ?? {},
          },
    promoSaved: Boolean(row.promo_saved),
    stats: {
      openJobs: Number(row.open_jobs),
      applicationsReceived: Number(row.applications_received),
      interviewsHeld: Number(row.interviews_held),
      averageRating: average,
      ratingCount: Number(row.rating_count),
    },
    // The stored answer record comes with the card: one request for the whole page, not one per company.
    responseRecord: storedResponseRecord(Number(row.id), row),
  };
}

/** The company's own profile as it wrote it, with what candidates see for each empty field. */
export async function getOwnProfile(deps: Deps, actor: SessionUser): Promise<CompanyProfile> {
  const [row] = await deps.db
    .select()
    .from(companyProfiles)
    .where(eq(companyProfiles.companyId, actor.partyId));
  return {
    description: row?.description ?? '',
    benefits: row?.benefits ?? [],
    tags: row?.tags ?? [],
    website: row?.website ?? '',
    translations: row?.translations ?? {},
    slug: await currentSlug(deps.db, actor.partyId, actor.partyName),
    fallback: CANNED_PROFILES[cannedCategory(actor.partyName)],
  };
}

export async function updateOwnProfile(
  deps: Deps,
  actor: SessionUser,
  input: UpdateCompanyProfileRequest,
): Promise<CompanyProfile> {
  const values = {
    description: input.description || null,
    benefits: input.benefits,
    tags: input.tags,
    website: input.website || null,
    // A language whose texts are all empty is no translation: readers of it see the main texts.
    ...(input.translations === undefined
      ? {}
      : { translations: writtenTranslations(input.translations) }),
    updatedAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    if (input.slug !== undefined) await changeSlug(tx, actor, input.slug);
    await tx
      .insert(companyProfiles)
      .values({ companyId: actor.partyId, ...values })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: values });
  });
  return getOwnProfile(deps, actor);
}

function writtenTranslations(translations: ProfileTranslations): ProfileTranslations {
  return Object.fromEntries(
    Object.entries(translations).filter(
      ([, text]) => text.description.length > 0 || text.benefits.length > 0,
    ),
  );
}

/** A company's listed jobs that are not closed, newest first (the 100 latest), for Explore Opportunities. */
export async function listOpenJobs(deps: Deps, companyId: number): Promise<CompanyOpenJob[]> {
  const [company] = await deps.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, companyId));
  if (company?.role !== 'company') throw AppError.notFound('Company not found');
  const rows = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      type: jobs.type,
      status: jobs.status,
      flightNumber: jobs.flightNumber,
      salary: jobs.salary,
      departureTime: jobs.departureTime,
      translations: jobs.translations,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), listedOpenJob()))
    .orderBy(desc(jobs.id))
    .limit(100);
  // The list shows each job's title and location: only those of its other languages come along.
  return rows.map((row) => ({ ...row, translations: headlinesOf(row.translations) }));
}
