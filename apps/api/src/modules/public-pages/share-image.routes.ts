import { pipeline } from 'node:stream/promises';
import type { Request, Response, Router } from 'express';
import { CompanySlugParams, FlightNumberParams } from '@takeoff/shared/public-pages';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { shareImageRateLimit } from './public-pages-rate-limit';
import {
  careersShareImage,
  flightShareImage,
  storedShareImage,
  type ShareImage,
} from './share-image.service';

const PNG = {
  contentType: 'image/png',
  description:
    'A 1200×630 PNG share image (Open Graph / Twitter card) with an ETag (304 on revalidation). The pages link it with `?v=<ETag value>`, which may be cached for a day.',
};

/**
 * The share images, at two addresses each: beside their pages (`/flights/:n/og.png`, what og:image points at:
 * robots.txt keeps crawlers out of /api) and under /api, where they are documented and in the authorization matrix.
 * Both run the same code.
 */
export function registerShareImageApi(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/flights/:flightNumber/og.png',
    summary: "A listed, open flight's share image (anyone; unlisted or unknown 404, departed 410)",
    tags: ['public-pages'],
    access: 'public',
    params: FlightNumberParams,
    produces: PNG,
    errors: [410],
    before: [shareImageRateLimit(deps)],
    handler: async ({ params, req, res }) =>
      sendShareImage(deps, req, res, await flightShareImage(deps, params.flightNumber)),
  });
  api.add({
    method: 'get',
    path: '/api/careers/:companySlug/og.png',
    summary:
      "A careers page's share image: the company and its open flights count (anyone; an old slug redirects)",
    tags: ['public-pages'],
    access: 'public',
    params: CompanySlugParams,
    produces: PNG,
    before: [shareImageRateLimit(deps)],
    handler: async ({ params, req, res }) => {
      const image = await careersShareImage(deps, params.companySlug);
      if ('moved' in image) return void res.redirect(301, `/api${image.moved}`);
      await sendShareImage(deps, req, res, image);
    },
  });
}

export function registerShareImagePages(router: Router, deps: AppDeps) {
  const limit = shareImageRateLimit(deps);
  router.get('/flights/:flightNumber/og.png', limit, async (req, res) =>
    sendShareImage(deps, req, res, await flightShareImage(deps, String(req.params.flightNumber))),
  );
  router.get('/careers/:slug/og.png', limit, async (req, res) => {
    const image = await careersShareImage(deps, String(req.params.slug));
    if ('moved' in image) return void res.redirect(301, image.moved);
    await sendShareImage(deps, req, res, image);
  });
}

/**
 * ETag is the image's version, so a revalidation is answered 304 without reading or rendering anything. The
 * versioned URL the pages link to (`?v=<version>`) may be cached for a day; any other is revalidated on each use.
 * The PNG itself is streamed from storage.
 */
async function sendShareImage(deps: AppDeps, req: Request, res: Response, image: ShareImage) {
  res.setHeader(
    'Cache-Control',
    req.query.v === image.version ? 'public, max-age=86400' : 'public, no-cache',
  );
  res.setHeader('ETag', `"${image.version}"`);
  if (req.fresh) return void res.status(304).end();
  const stored = await storedShareImage(deps, image);
  res.status(200).type('image/png').setHeader('Content-Length', stored.size);
  if (req.method === 'HEAD') return void res.end();
  await pipeline(await deps.storage.read(stored.key), res);
}
