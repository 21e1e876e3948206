import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import {
  CompanySlugParams,
  Departures,
  FlightNumberParams,
  PublicCareers,
  PublicFlight,
} from '@takeoff/shared/public-pages';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { sendStoredObject } from '../../http/serve-object';
import { sessionMiddleware } from '../../http/session';
import { findMedia } from '../media/media.service';
import { getPublicCareers, lookUpCareers } from './careers.service';
import { getDepartures, getPublicFlight, lookUpFlight } from './flights.service';
import {
  careersPage,
  careersRss,
  flightPage,
  flightsJsonFeed,
  flightsRss,
  sitemap,
  sitemapPart,
  type PublicResponse,
  type SpaShell,
} from './public-pages.service';
import { pageLocale } from './page-language';
import { publicPagesRateLimit } from './public-pages-rate-limit';
import { registerShareImageApi, registerShareImagePages } from './share-image.routes';
import { registerSpaBoot, spaBootFor } from './spa-boot';
import { spaTemplateLoader } from './spa-template';
import { robotsTxt } from './syndication-views';

/**
 * GET /api/flights/:flightNumber and GET /api/careers/:companySlug: the SPA's public flight and careers pages read
 * the same data the server pages show.
 */
export function registerPublicFlightApi(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/flights/departures',
    summary: "The newest open, public flights for the landing page's departure board (anyone)",
    tags: ['public-pages'],
    access: 'public',
    response: Departures,
    handler: () => getDepartures(deps),
  });
  api.add({
    method: 'get',
    path: '/api/flights/:flightNumber',
    summary:
      'A public flight by its number (anyone; an unlisted one for signed-in users only; 410 once departed)',
    tags: ['public-pages'],
    access: 'public',
    params: FlightNumberParams,
    response: PublicFlight,
    errors: [410],
    handler: ({ actor, params }) => getPublicFlight(deps, actor, params.flightNumber),
  });
  api.add({
    method: 'get',
    path: '/api/careers/:companySlug',
    summary:
      "A company's public careers page: profile, promo video and open public flights (anyone; an old slug answers with the current one in `slug`)",
    tags: ['public-pages'],
    access: 'public',
    params: CompanySlugParams,
    response: PublicCareers,
    handler: ({ params }) => getPublicCareers(deps, params.companySlug),
  });
  registerShareImageApi(api, deps);
}

/**
 * Server-rendered pages outside /api — flight and careers pages, sitemap, robots.txt, feeds — mounted before the
 * SPA's fallback. Each handler asks the service for a response and sends it with validators.
 */
export function registerPublicPages(app: Express, deps: AppDeps) {
  const { config } = deps;
  const dist = config.SERVE_WEB
    ? config.WEB_DIST_DIR
      ? path.resolve(config.WEB_DIST_DIR)
      : defaultWebDist()
    : null;
  const template = spaTemplateLoader(dist);
  const visitor = sessionMiddleware(deps.db, config);
  const router = express.Router({ caseSensitive: false, strict: false });
  // Per client IP, before any work: crawlers and scrapers read these pages without signing in.
  router.use(
    ['/flights', '/careers', '/feeds', '/sitemap.xml', '/sitemaps'],
    publicPagesRateLimit(deps),
  );
  router.use(compression());

  const page =
    (produce: (req: Request) => Promise<PublicResponse>): RequestHandler =>
    async (req, res) =>
      send(req, res, await produce(req));

  const shell = (req: Request): SpaShell => ({
    template: template(),
    boot: spaBootFor(req.actor != null, req.query.apply === '1'),
  });
  const language = (req: Request) =>
    pageLocale({
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      accountLocale: req.actor?.locale,
    });
  router.get(
    '/flights/:flightNumber',
    visitor,
    page((req) =>
      flightPage(
        deps,
        req.actor ?? null,
        String(req.params.flightNumber),
        shell(req),
        language(req),
      ),
    ),
  );
  router.get(
    '/careers/:slug',
    visitor,
    page((req) => careersPage(deps, String(req.params.slug), shell(req), language(req))),
  );
  registerSpaBoot(router);
  registerShareImagePages(router, deps);
  router.get(
    '/careers/:slug/feed.xml',
    page((req) => careersRss(deps, String(req.params.slug))),
  );
  // The job's video, for visitors of its open flight page (an unlisted flight's only for the signed-in, as its page).
  router.get('/flights/:flightNumber/video', visitor, async (req, res) => {
    const parsed = FlightNumberParams.safeParse({ flightNumber: req.params.flightNumber });
    const found = parsed.success
      ? await lookUpFlight(deps, req.actor ?? null, parsed.data.flightNumber)
      : null;
    if (found?.kind !== 'open' || found.flight.videoMediaId === null)
      return void res.status(404).type('text/plain').send('Not found\n');
    const media = await findMedia(deps, found.flight.videoMediaId);
    await sendStoredObject(req, res, deps.storage, media.storageKey);
  });
  router.get('/careers/:slug/promo-video', async (req, res) => {
    const found = await lookUpCareers(deps, String(req.params.slug));
    if (found.kind !== 'page' || found.company.promoMediaId === null)
      return void res.status(404).type('text/plain').send('Not found\n');
    const media = await findMedia(deps, found.company.promoMediaId);
    await sendStoredObject(req, res, deps.storage, media.storageKey);
  });
  router.get(
    '/feeds/flights.xml',
    page(() => flightsRss(deps)),
  );
  router.get(
    '/feeds/flights.json',
    page(() => flightsJsonFeed(deps)),
  );
  router.get(
    '/sitemap.xml',
    page(() => sitemap(deps)),
  );
  router.get(
    '/sitemaps/:n.xml',
    page((req) => sitemapPart(deps, String(req.params.n))),
  );
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(config.appOrigin));
  });
  app.use(router);
}

/** apps/web/dist, from this file in src/modules/public-pages or from the compiled bundle in apps/api/dist. */
function defaultWebDist(): string {
  const candidates = ['../../../../web/dist', '../../web/dist'].map((relative) =>
    path.resolve(import.meta.dirname, relative),
  );
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

/** Sends a public response with a strong ETag of its bytes and Last-Modified; a matching revalidation gets 304. */
function send(req: Request, res: Response, page: PublicResponse) {
  res.status(page.status);
  res.setHeader('Cache-Control', page.cacheControl);
  if (page.noindex) res.setHeader('X-Robots-Tag', 'noindex');
  // Pages depend on the session and on the language (its cookie or Accept-Language, see page-language.ts).
  if (page.varyOnSession) res.setHeader('Vary', 'Cookie, Authorization, Accept-Language');
  if (page.location) return void res.redirect(301, page.location);
  res.setHeader('Content-Type', page.contentType);
  if (page.status === 200) {
    res.setHeader(
      'ETag',
      `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 32)}"`,
    );
    if (page.lastModified) res.setHeader('Last-Modified', page.lastModified.toUTCString());
    if (req.fresh) return void res.status(304).end();
  }
  res.send(page.body);
}
