import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FlightNumberParams, CompanySlug } from '@takeoff/shared/public-pages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { CAREERS_FLIGHTS_LIMIT, lookUpCareers, type CareersCompany } from './careers.service';
import { typeLabel } from './flight-views';
import { careersPath, flightPath, lookUpFlight, type FlightRecord } from './flights.service';
import {
  SHARE_IMAGE_LAYOUT,
  type CareersCard,
  type FlightCard,
  type ShareImageInput,
} from './share-image';
import { shareImageRenderer } from './share-image-renderer';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A share image ready to send: its version (the ETag, the storage key) is a hash of its content, known before any render. */
export interface ShareImage {
  version: string;
  input: ShareImageInput;
}

/** Where a version's PNG is kept: an edited flight or a renamed company has a new version, so a new file. */
export const shareImageKey = (version: string) => `share-images/${version}.png`;

/** Renders in progress by storage key: concurrent first requests for one version share one render. */
const storing = new Map<string, Promise<void>>();

/**
 * The stored PNG of a share image, rendered (off the main thread) and stored on first request; every later
 * request, in this process or another, after a restart too, reads the stored file.
 */
export async function storedShareImage(
  deps: Pick<AppDeps, 'storage'>,
  image: ShareImage,
): Promise<{ key: string; size: number }> {
  const key = shareImageKey(image.version);
  const found = await deps.storage.stat(key);
  if (found) return { key, size: found.size };
  let pending = storing.get(key);
  if (!pending) {
    pending = (async () => {
      const png = await shareImageRenderer.render(image.input);
      await deps.storage.put(key, Readable.from([png]), 'image/png');
    })().finally(() => storing.delete(key));
    storing.set(key, pending);
  }
  await pending;
  const stored = await deps.storage.stat(key);
  if (!stored) throw new Error(`Share image ${key} was stored but cannot be found`);
  return { key, size: stored.size };
}

const versionOf = (kind: string, card: FlightCard | CareersCard) =>
  createHash('sha256')
    .update(JSON.stringify([SHARE_IMAGE_LAYOUT, kind, card]))
    .digest('base64url')
    .slice(0, 22);

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/\/+$/, '');

export function flightCard(flight: FlightRecord, origin: string): FlightCard {
  return {
    flightNumber: flight.flightNumber,
    title: flight.title,
    companyName: flight.companyName,
    companyVerified: flight.companyVerified,
    location: flight.location,
    type: typeLabel(flight.type),
    salary: flight.salary,
    status: flight.status === 'closed' ? 'live' : flight.status,
    address: hostOf(origin) + flightPath(flight.flightNumber),
  };
}

export function careersCard(
  company: CareersCompany,
  openFlights: number,
  origin: string,
): CareersCard {
  return {
    companyName: company.name,
    companyVerified: company.verified,
    openFlights,
    openFlightsCap: CAREERS_FLIGHTS_LIMIT,
    address: hostOf(origin) + careersPath(company.slug),
  };
}

function shareImage(kind: 'flight', card: FlightCard): ShareImage;
function shareImage(kind: 'careers', card: CareersCard): ShareImage;
function shareImage(kind: 'flight' | 'careers', card: FlightCard | CareersCard): ShareImage {
  const input: ShareImageInput =
    kind === 'flight' ? { kind, card: card as FlightCard } : { kind, card: card as CareersCard };
  return { version: versionOf(kind, card), input };
}

/** The absolute URL of a share image, versioned so link previews pick up an edit. */
export const shareImageUrl = (origin: string, pagePath: string, version: string) =>
  `${origin}${pagePath}/og.png?v=${version}`;

export const flightShareImageUrl = (flight: FlightRecord, origin: string) =>
  shareImageUrl(
    origin,
    flightPath(flight.flightNumber),
    shareImage('flight', flightCard(flight, origin)).version,
  );

export const careersShareImageUrl = (
  company: CareersCompany,
  openFlights: number,
  origin: string,
) =>
  shareImageUrl(
    origin,
    careersPath(company.slug),
    shareImage('careers', careersCard(company, openFlights, origin)).version,
  );

export const shareImageAlt = {
  flight: (flight: FlightRecord) =>
    `Flight ${flight.flightNumber}: ${flight.title} at ${flight.companyName}`,
  careers: (company: CareersCompany, openFlights: number) =>
    `Careers at ${company.name}: ${openFlights} open ${openFlights === 1 ? 'flight' : 'flights'}`,
};

/**
 * The share image of a public flight. Only a listed, open flight has one, whoever asks: an unlisted flight's
 * image is never rendered (404, as for an unknown number), a departed one answers 410.
 */
export async function flightShareImage(deps: Deps, rawNumber: string): Promise<ShareImage> {
  const parsed = FlightNumberParams.safeParse({ flightNumber: rawNumber });
  if (!parsed.success) throw AppError.notFound('Flight not found');
  const found = await lookUpFlight(deps, null, parsed.data.flightNumber);
  if (found.kind === 'not-found') throw AppError.notFound('Flight not found');
  if (found.kind === 'departed')
    throw new AppError(
      'FLIGHT_DEPARTED',
      410,
      'This flight has departed: applications are closed.',
    );
  return shareImage('flight', flightCard(found.flight, deps.config.appOrigin));
}

/** The share image of a careers page; an old slug is answered with where the image lives now. */
export async function careersShareImage(
  deps: Deps,
  rawSlug: string,
): Promise<ShareImage | { moved: string }> {
  const slug = CompanySlug.safeParse(rawSlug);
  const found =
    slug.success && slug.data === rawSlug
      ? await lookUpCareers(deps, slug.data)
      : { kind: 'not-found' as const };
  if (found.kind === 'not-found') throw AppError.notFound('Careers page not found');
  if (found.kind === 'moved') return { moved: `${careersPath(found.slug)}/og.png` };
  return shareImage(
    'careers',
    careersCard(found.company, found.flights.length, deps.config.appOrigin),
  );
}
