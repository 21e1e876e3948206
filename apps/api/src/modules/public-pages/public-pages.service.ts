import type { Locale } from '@takeoff/shared/locale-codes';
import { profileForReader } from '@takeoff/shared/company-profiles';
import { jobForReader } from '@takeoff/shared/job-translations';
import { FlightNumberParams, CompanySlug } from '@takeoff/shared/public-pages';
import type { AppDeps } from '../../deps';
import { pageText, type PageText } from './page-text';
import type { SessionUser } from '../../http/session';
import { lookUpCareers } from './careers.service';
import { careersContent } from './careers-views';
import { departedContent, flightContent, notFoundContent } from './flight-views';
import { careersPath, flightPath, lookUpFlight, type FlightRecord } from './flights.service';
import { scriptJson, summary } from './html';
import { jobPosting } from './job-posting';
import { renderDocument } from './page-document';
import { careersShareImageUrl, flightShareImageUrl, shareImageAlt } from './share-image.service';
import type { SpaBoot } from './spa-boot';
import type { SpaTemplate } from './spa-template';
import {
  feedFlights,
  countSitemapUrls,
  sitemapChunk,
  SITEMAP_URLS_PER_FILE,
} from './syndication.service';
import { jsonFeed, rssXml, sitemapIndexXml, sitemapXml, type FeedInfo } from './syndication-views';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A response the routes send as is: validators (ETag, Last-Modified) and 304s are theirs. */
export interface PublicResponse {
  status: number;
  body: string;
  contentType: string;
  cacheControl: string;
  lastModified?: Date;
  /** 301 target. */
  location?: string;
  /** Sent as X-Robots-Tag too, for crawlers reading headers only. */
  noindex?: boolean;
  /** The answer depends on who asks (unlisted flights; when the SPA boots on pages it takes over; the language). */
  varyOnSession?: boolean;
}

const HTML = 'text/html; charset=utf-8';
const REVALIDATE = 'public, no-cache';
const NO_STORE = 'no-store';

/** A page the SPA takes over: its server template and when the SPA boots (see SpaBoot). */
export interface SpaShell {
  template: SpaTemplate | null;
  boot: SpaBoot;
}

function notFoundPage(
  origin: string,
  path: string,
  shell: SpaShell | null,
  locale: Locale,
  kind: 'flight' | 'careers' = 'flight',
): PublicResponse {
  const t = pageText(locale);
  const title = t(`${kind}.notFoundTitle`);
  const body = t(`${kind}.notFoundBody`);
  const head = {
    title: `${title} · Takeoff`,
    description: body,
    canonical: origin + path,
    indexable: false,
  };
  const page = renderDocument(
    shell?.template ?? null,
    head,
    notFoundContent(t, title, body),
    shell?.boot,
    locale,
  );
  return {
    status: 404,
    body: page,
    contentType: HTML,
    cacheControl: NO_STORE,
    noindex: true,
    varyOnSession: true,
  };
}

const careersNotFound = (origin: string, path: string, shell: SpaShell | null, locale: Locale) =>
  notFoundPage(origin, path, shell, locale, 'careers');

/** A flight's page in the visitor's language (see page-language.ts). */
export async function flightPage(
  deps: Deps,
  visitor: SessionUser | null,
  rawNumber: string,
  shell: SpaShell,
  locale: Locale,
): Promise<PublicResponse> {
  const origin = deps.config.appOrigin;
  const parsed = FlightNumberParams.safeParse({ flightNumber: rawNumber });
  if (!parsed.success)
    return notFoundPage(origin, flightPath(encodeURIComponent(rawNumber)), null, locale);
  const found = await lookUpFlight(deps, visitor, parsed.data.flightNumber);
  if (found.kind === 'not-found')
    return notFoundPage(origin, flightPath(parsed.data.flightNumber), shell, locale);
  // The company's own words in the visitor's language where it wrote them, else its main texts.
  const flight = jobForReader(found.flight, locale);
  if (found.kind === 'departed') {
    const t = pageText(locale);
    const canonical = origin + flightPath(flight.flightNumber);
    const head = {
      title: `${t('flight.closedTitle')}: ${flight.title} · ${flight.companyName}`,
      description: t('flight.closedBody'),
      canonical,
      indexable: false,
    };
    // Served without the SPA: a departed flight has nothing to apply to; the link leads to open ones.
    return {
      status: 410,
      body: renderDocument(null, head, departedContent(t, flight), 'now', locale),
      contentType: HTML,
      cacheControl: NO_STORE,
      noindex: true,
      varyOnSession: true,
    };
  }
  return openFlightPage(origin, found.flight, shell, locale);
}

/** The page of an open flight: no I/O, so the bench's bare server renders it with the very same code. */
export function openFlightPage(
  origin: string,
  flight: FlightRecord,
  shell: SpaShell | null,
  locale: Locale = 'en',
): PublicResponse {
  const t: PageText = pageText(locale);
  const canonical = origin + flightPath(flight.flightNumber);
  const listed = !flight.unlisted;
  // The page reads in the visitor's language; JSON-LD and the share image keep the company's main texts (one per
  // address, as crawlers and link previews fetch it).
  const shown = jobForReader(flight, locale);
  const head = {
    title: t('flight.documentTitle', {
      title: shown.title,
      company: shown.companyName,
      flightNumber: shown.flightNumber,
    }),
    description: summary(
      `${shown.companyName} · ${shown.location}${shown.salary ? ` · ${shown.salary}` : ''} — ${shown.description}`,
    ),
    canonical,
    indexable: listed,
    ogType: 'article' as const,
    // An unlisted flight has no share image (its image URL answers 404): a summary card without one.
    image: listed
      ? { url: flightShareImageUrl(flight, origin), alt: shareImageAlt.flight(flight) }
      : null,
    // An unlisted flight is never described to search engines.
    jsonLd: listed ? scriptJson(jobPosting(flight, origin)) : null,
  };
  return {
    status: 200,
    body: renderDocument(
      shell?.template ?? null,
      head,
      flightContent(t, shown),
      shell?.boot,
      locale,
    ),
    contentType: HTML,
    cacheControl: listed ? REVALIDATE : 'private, no-cache',
    lastModified: flight.updatedAt,
    noindex: !listed,
    varyOnSession: true,
  };
}

export async function careersPage(
  deps: Deps,
  rawSlug: string,
  shell: SpaShell,
  locale: Locale,
): Promise<PublicResponse> {
  const origin = deps.config.appOrigin;
  const slug = CompanySlug.safeParse(rawSlug);
  if (!slug.success || slug.data !== rawSlug)
    return careersNotFound(origin, careersPath(encodeURIComponent(rawSlug)), null, locale);
  const found = await lookUpCareers(deps, slug.data);
  if (found.kind === 'not-found')
    return careersNotFound(origin, careersPath(slug.data), shell, locale);
  if (found.kind === 'moved')
    return {
      status: 301,
      body: '',
      contentType: HTML,
      cacheControl: 'public, max-age=3600',
      location: careersPath(found.slug),
    };
  const { company } = found;
  const t = pageText(locale);
  const canonical = origin + careersPath(company.slug);
  // The company's profile and flights in the visitor's language where it wrote them (the share image keeps the main).
  const shownCompany = { ...company, ...profileForReader(company, locale) };
  const flights = found.flights.map((flight) => jobForReader(flight, locale));
  const head = {
    title: t('careers.documentTitle', { company: company.name }),
    description: summary(
      `${t('careers.description', { count: flights.length, company: company.name })} ${shownCompany.description}`,
    ),
    canonical,
    indexable: true,
    image: {
      url: careersShareImageUrl(company, flights.length, origin),
      alt: shareImageAlt.careers(company, flights.length),
    },
    feeds: [
      {
        type: 'application/rss+xml' as const,
        title: t('careers.feedTitle', { company: company.name }),
        href: `${careersPath(company.slug)}/feed.xml`,
      },
    ],
  };
  const page = renderDocument(
    shell.template,
    head,
    careersContent(t, shownCompany, flights),
    shell.boot,
    locale,
  );
  return {
    status: 200,
    body: page,
    contentType: HTML,
    cacheControl: REVALIDATE,
    lastModified: company.updatedAt,
    varyOnSession: true,
  };
}

const ALL_FLIGHTS: FeedInfo = {
  title: 'Takeoff — open flights',
  description: 'Open jobs on the Takeoff departure board.',
  homePath: '/',
  feedPath: '/feeds/flights.xml',
};

export async function flightsRss(deps: Deps): Promise<PublicResponse> {
  const flights = await feedFlights(deps);
  return {
    status: 200,
    body: rssXml(deps.config.appOrigin, ALL_FLIGHTS, flights),
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: REVALIDATE,
  };
}

export async function flightsJsonFeed(deps: Deps): Promise<PublicResponse> {
  const flights = await feedFlights(deps);
  const feed = jsonFeed(
    deps.config.appOrigin,
    { ...ALL_FLIGHTS, feedPath: '/feeds/flights.json' },
    flights,
  );
  return {
    status: 200,
    body: JSON.stringify(feed),
    contentType: 'application/feed+json; charset=utf-8',
    cacheControl: REVALIDATE,
  };
}

export async function careersRss(deps: Deps, rawSlug: string): Promise<PublicResponse> {
  const slug = CompanySlug.safeParse(rawSlug);
  const found =
    slug.success && slug.data === rawSlug
      ? await lookUpCareers(deps, slug.data)
      : { kind: 'not-found' as const };
  if (found.kind === 'not-found')
    return {
      status: 404,
      body: 'Not found\n',
      contentType: 'text/plain; charset=utf-8',
      cacheControl: NO_STORE,
      noindex: true,
    };
  if (found.kind === 'moved')
    return {
      status: 301,
      body: '',
      contentType: 'text/plain',
      cacheControl: 'public, max-age=3600',
      location: `${careersPath(found.slug)}/feed.xml`,
    };
  const base = careersPath(found.company.slug);
  const info = {
    title: `${found.company.name} — open flights on Takeoff`,
    description: `Open jobs at ${found.company.name}.`,
    homePath: base,
    feedPath: `${base}/feed.xml`,
  };
  return {
    status: 200,
    body: rssXml(deps.config.appOrigin, info, found.flights.slice(0, 100)),
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: REVALIDATE,
  };
}

const XML = 'application/xml; charset=utf-8';

/** One urlset up to the per-file limit; past it an index of `/sitemaps/<n>.xml` chunks. */
export async function sitemap(
  deps: Deps,
  perFile = SITEMAP_URLS_PER_FILE,
): Promise<PublicResponse> {
  const total = await countSitemapUrls(deps);
  const origin = deps.config.appOrigin;
  if (total <= perFile)
    return {
      status: 200,
      body: sitemapXml(origin, await sitemapChunk(deps, 0, perFile)),
      contentType: XML,
      cacheControl: REVALIDATE,
    };
  return {
    status: 200,
    body: sitemapIndexXml(origin, Math.ceil(total / perFile)),
    contentType: XML,
    cacheControl: REVALIDATE,
  };
}

export async function sitemapPart(
  deps: Deps,
  rawNumber: string,
  perFile = SITEMAP_URLS_PER_FILE,
): Promise<PublicResponse> {
  const n = /^[1-9]\d{0,5}$/.test(rawNumber) ? Number(rawNumber) : 0;
  const entries = n > 0 ? await sitemapChunk(deps, n - 1, perFile) : [];
  if (entries.length === 0)
    return {
      status: 404,
      body: 'Not found\n',
      contentType: 'text/plain; charset=utf-8',
      cacheControl: NO_STORE,
      noindex: true,
    };
  return {
    status: 200,
    body: sitemapXml(deps.config.appOrigin, entries),
    contentType: XML,
    cacheControl: REVALIDATE,
  };
}
