import { sql } from 'drizzle-orm';
import type { JobStatus, JobType } from '@takeoff/shared/jobs';
import {
  LANDING_DEPARTURES,
  type DepartureFlight,
  type PublicFlight,
} from '@takeoff/shared/public-pages';
import type { AnswerRecord } from '@takeoff/shared/response-promise';
import { headlinesOf, type JobTranslations } from '@takeoff/shared/job-translations';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import {
  STORED_RECORD_COLUMNS,
  shownRecordOf,
  shownRecordTime,
  storedRecordJoin,
  type StoredRecordSqlRow,
} from '../response-promise/response-record.service';
import { currentSlug } from './company-slugs.service';

type Deps = Pick<AppDeps, 'db'>;

/** A flight as public pages show it: the job's own fields and its company's public name. Nothing about candidates. */
export interface FlightRecord {
  id: number;
  flightNumber: string;
  title: string;
  description: string;
  location: string;
  type: JobType;
  experience: string;
  salary: string | null;
  skills: string[];
  /** The company's texts for readers of other languages (pages show the visitor's: jobForReader). */
  translations: JobTranslations;
  status: JobStatus;
  unlisted: boolean;
  departureTime: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** The flight's last change, or when its company's shown record was computed if later (the page's Last-Modified). */
  updatedAt: Date;
  companyId: number;
  companyName: string;
  companyVerified: boolean;
  companySlug: string;
  /** The job's video, when it has one (public pages play it from videoPath). */
  videoMediaId: number | null;
  /** The company's own website from its profile (JSON-LD sameAs), when it gave one. */
  companyWebsite: string | null;
  /** The company's stored answer record, on the flight's own page only (null below the minimum count). */
  answerRecord: AnswerRecord | null;
}

export interface FlightSqlRow extends StoredRecordSqlRow {
  id: number;
  flight_number: string;
  title: string;
  description: string;
  location: string;
  type: JobType;
  experience: string;
  salary: string | null;
  skills: string[];
  translations: JobTranslations | null;
  status: JobStatus;
  unlisted: boolean;
  departure_time: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  company_id: number;
  company_name: string;
  company_verified: boolean;
  company_slug: string | null;
  video_media_id?: number | null;
  company_website?: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The columns every public list and page reads (`j` jobs, `u` the company, `s` its current slug). */
export const FLIGHT_COLUMNS = sql`j.id, j.flight_number, j.title, j.description, j.location, j.type, j.experience, j.salary, j.skills,
  j.translations, j.status, j.unlisted, j.departure_time, j.expires_at, j.created_at, j.updated_at, j.company_id, j.video_media_id,
  u.name as company_name, u.verified_at is not null as company_verified, s.slug as company_slug, p.website as company_website`;
export const FLIGHT_FROM = sql`jobs j
  join users u on u.id = j.company_id and u.disabled_at is null
  left join company_slugs s on s.company_id = j.company_id and s.current
  left join company_profiles p on p.company_id = j.company_id`;
/** Open and public: what the sitemap, feeds, careers boards and JSON-LD may list. */
export const OPEN_PUBLIC = sql`j.status <> 'closed' and not j.unlisted and (j.expires_at is null or j.expires_at > now())`;

export async function flightRecords(deps: Deps, rows: FlightSqlRow[]): Promise<FlightRecord[]> {
  const records: FlightRecord[] = [];
  for (const row of rows) {
    // Companies get a slug on first need: the first page that links to their careers page.
    const slug =
      row.company_slug ?? (await currentSlug(deps.db, Number(row.company_id), row.company_name));
    records.push(flightRecordOf(row, slug));
  }
  return records;
}

/** A row of FLIGHT_COLUMNS as a record, given the company's slug. */
export function flightRecordOf(row: FlightSqlRow, companySlug: string): FlightRecord {
  const companyId = Number(row.company_id);
  // The flight's page shows its company's record: a newer record is a newer page (Last-Modified).
  const recordAt = shownRecordTime(companyId, row);
  const updatedAt = asDate(row.updated_at);
  return {
    id: Number(row.id),
    flightNumber: row.flight_number,
    title: row.title,
    description: row.description,
    location: row.location,
    type: row.type,
    experience: row.experience,
    salary: row.salary,
    skills: row.skills ?? [],
    translations: row.translations ?? {},
    status: row.status,
    unlisted: Boolean(row.unlisted),
    departureTime: row.departure_time,
    expiresAt: row.expires_at == null ? null : asDate(row.expires_at),
    createdAt: asDate(row.created_at),
    updatedAt: recordAt && recordAt > updatedAt ? recordAt : updatedAt,
    companyId,
    companyName: row.company_name,
    companyVerified: Boolean(row.company_verified),
    companySlug,
    videoMediaId: row.video_media_id == null ? null : Number(row.video_media_id),
    companyWebsite: row.company_website || null,
    answerRecord: shownRecordOf(companyId, row),
  };
}

export async function selectFlights(
  deps: Deps,
  where: ReturnType<typeof sql>,
  tail = sql``,
): Promise<FlightRecord[]> {
  const result = await deps.db.execute(
    sql`select ${FLIGHT_COLUMNS} from ${FLIGHT_FROM} where ${where} ${tail}`,
  );
  return flightRecords(deps, result.rows as unknown as FlightSqlRow[]);
}

/** Closed, or past its expiry: the page answers 410 and points at the company's open flights. */
export const hasDeparted = (flight: Pick<FlightRecord, 'status' | 'expiresAt'>, now = new Date()) =>
  flight.status === 'closed' ||
  (flight.expiresAt !== null && flight.expiresAt.getTime() <= now.getTime());

export type FlightLookup =
  | { kind: 'open'; flight: FlightRecord }
  | { kind: 'departed'; flight: FlightRecord }
  | { kind: 'not-found' };

/**
 * One flight for a visitor. An unlisted flight exists only for signed-in users: anyone else is told there is
 * no such flight, closed or not.
 */
export async function lookUpFlight(
  deps: Deps,
  visitor: SessionUser | null,
  flightNumber: string,
): Promise<FlightLookup> {
  // The company's record comes in the same statement: the page costs no extra round trip for it.
  const result = await deps.db.execute(
    sql`select ${FLIGHT_COLUMNS}, ${STORED_RECORD_COLUMNS} from ${FLIGHT_FROM} ${storedRecordJoin(sql`j.company_id`)}
         where j.flight_number = ${flightNumber} limit 1`,
  );
  const [flight] = await flightRecords(deps, result.rows as unknown as FlightSqlRow[]);
  if (!flight || (flight.unlisted && !visitor)) return { kind: 'not-found' };
  return hasDeparted(flight) ? { kind: 'departed', flight } : { kind: 'open', flight };
}

export const careersPath = (slug: string) => `/careers/${slug}`;
export const flightPath = (flightNumber: string) => `/flights/${flightNumber}`;
/** The job's video for visitors: served while its flight page is (see public-pages.routes). */
export const flightVideoPath = (flightNumber: string) => `${flightPath(flightNumber)}/video`;

/** GET /api/flights/:flightNumber, for the SPA's public flight page. */
export async function getPublicFlight(
  deps: Deps,
  visitor: SessionUser | null,
  flightNumber: string,
): Promise<PublicFlight> {
  const found = await lookUpFlight(deps, visitor, flightNumber);
  if (found.kind === 'not-found') throw AppError.notFound('Flight not found');
  if (found.kind === 'departed') {
    throw new AppError(
      'FLIGHT_DEPARTED',
      410,
      'This flight has departed: applications are closed.',
      undefined,
      { careersPath: careersPath(found.flight.companySlug) },
    );
  }
  return toPublicFlight(found.flight);
}

export function toPublicFlight(flight: FlightRecord): PublicFlight {
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    title: flight.title,
    description: flight.description,
    location: flight.location,
    type: flight.type,
    experience: flight.experience,
    salary: flight.salary,
    skills: flight.skills,
    translations: flight.translations,
    status: flight.status,
    departureTime: flight.departureTime,
    unlisted: flight.unlisted,
    company: {
      name: flight.companyName,
      verified: flight.companyVerified,
      careersPath: careersPath(flight.companySlug),
      answerRecord: flight.answerRecord,
    },
  };
}

/** GET /api/flights/departures: the newest open, public flights for the landing page's board (none when there are none). */
export async function getDepartures(deps: Deps): Promise<DepartureFlight[]> {
  const flights = await selectFlights(
    deps,
    OPEN_PUBLIC,
    sql`order by j.id desc limit ${LANDING_DEPARTURES}`,
  );
  return flights.map((flight) => ({
    flightNumber: flight.flightNumber,
    title: flight.title,
    location: flight.location,
    status: flight.status,
    departureTime: flight.departureTime,
    translations: headlinesOf(flight.translations),
    companyName: flight.companyName,
  }));
}
