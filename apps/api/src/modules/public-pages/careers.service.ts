import { sql } from 'drizzle-orm';
import { profileWithFallback, type ProfileTranslations } from '@takeoff/shared/companies';
import { headlinesOf } from '@takeoff/shared/job-translations';
import type { PublicCareers } from '@takeoff/shared/public-pages';
import type { AnswerRecord } from '@takeoff/shared/response-promise';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  STORED_RECORD_COLUMNS,
  shownRecordOf,
  shownRecordTime,
  storedRecordJoin,
  type StoredRecordSqlRow,
} from '../response-promise/response-record.service';
import { lookUpSlug } from './company-slugs.service';
import { careersPath, OPEN_PUBLIC, selectFlights, type FlightRecord } from './flights.service';

type Deps = Pick<AppDeps, 'db'>;

/** What a careers page shows: the company's public profile and promo, never its candidates or figures about them. */
export interface CareersCompany {
  id: number;
  name: string;
  slug: string;
  verified: boolean;
  description: string;
  benefits: string[];
  tags: string[];
  /** Description and benefits for readers of other languages (the page shows the visitor's: profileForReader). */
  translations: ProfileTranslations;
  website: string | null;
  promoMediaId: number | null;
  updatedAt: Date;
  /** Its stored answer record (null below the minimum count). */
  answerRecord: AnswerRecord | null;
}

export type CareersLookup =
  | { kind: 'page'; company: CareersCompany; flights: FlightRecord[] }
  | { kind: 'moved'; slug: string }
  | { kind: 'not-found' };

/** A careers board lists this many open flights, newest first. */
export const CAREERS_FLIGHTS_LIMIT = 200;

interface CompanySqlRow extends StoredRecordSqlRow {
  id: number;
  name: string;
  verified: boolean;
  description: string | null;
  benefits: string[] | null;
  tags: string[] | null;
  translations: ProfileTranslations | null;
  website: string | null;
  video_media_id: number | null;
  updated_at: Date | string;
}

export async function lookUpCareers(deps: Deps, slug: string): Promise<CareersLookup> {
  const found = await lookUpSlug(deps.db, slug);
  if (!found) return { kind: 'not-found' };
  if (!found.isCurrent) return { kind: 'moved', slug: found.currentSlug };
  const result = await deps.db.execute(sql`
    select u.id, u.name, u.verified_at is not null as verified, p.description, p.benefits, p.tags, p.translations, p.website, pr.video_media_id,
           greatest(u.created_at, p.updated_at, pr.updated_at) as updated_at, ${STORED_RECORD_COLUMNS}
      from users u
      left join company_profiles p on p.company_id = u.id
      left join company_promos pr on pr.company_id = u.id
      ${storedRecordJoin(sql`u.id`)}
     where u.id = ${found.companyId}`);
  const row = result.rows[0] as unknown as CompanySqlRow | undefined;
  if (!row) return { kind: 'not-found' };
  const texts = profileWithFallback(
    row.name,
    row.benefits
      ? { description: row.description, benefits: row.benefits, tags: row.tags ?? [] }
      : null,
  );
  const flights = await selectFlights(
    deps,
    sql`j.company_id = ${found.companyId} and ${OPEN_PUBLIC}`,
    sql`order by j.id desc limit ${CAREERS_FLIGHTS_LIMIT}`,
  );
  const updated = new Date(row.updated_at);
  for (const flight of flights)
    if (flight.updatedAt > updated) updated.setTime(flight.updatedAt.getTime());
  const recordAt = shownRecordTime(Number(row.id), row);
  if (recordAt && recordAt > updated) updated.setTime(recordAt.getTime());
  return {
    kind: 'page',
    company: {
      id: Number(row.id),
      name: row.name,
      slug: found.currentSlug,
      verified: Boolean(row.verified),
      ...texts,
      translations: row.translations ?? {},
      website: row.website || null,
      promoMediaId: row.video_media_id == null ? null : Number(row.video_media_id),
      updatedAt: updated,
      answerRecord: shownRecordOf(Number(row.id), row),
    },
    flights,
  };
}

/**
 * GET /api/careers/:companySlug, for the SPA's careers page: the same company and flights the server page shows.
 * An old slug answers with the page under the current slug (the SPA replaces its address, as the server's 301 does).
 */
export async function getPublicCareers(deps: Deps, slug: string): Promise<PublicCareers> {
  let found = await lookUpCareers(deps, slug);
  if (found.kind === 'moved') found = await lookUpCareers(deps, found.slug);
  if (found.kind !== 'page') throw AppError.notFound('Careers page not found');
  const { company, flights } = found;
  const base = careersPath(company.slug);
  return {
    slug: company.slug,
    company: {
      name: company.name,
      verified: company.verified,
      description: company.description,
      benefits: company.benefits,
      tags: company.tags,
      translations: company.translations,
      website: company.website,
      promoVideoPath: company.promoMediaId === null ? null : `${base}/promo-video`,
      feedPath: `${base}/feed.xml`,
      answerRecord: company.answerRecord,
    },
    flights: flights.map((flight) => ({
      id: flight.id,
      flightNumber: flight.flightNumber,
      title: flight.title,
      location: flight.location,
      type: flight.type,
      status: flight.status,
      departureTime: flight.departureTime,
      translations: headlinesOf(flight.translations),
    })),
  };
}
