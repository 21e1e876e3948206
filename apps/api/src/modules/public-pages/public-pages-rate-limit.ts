import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../../deps';
import { createRateLimit, ipKey } from '../../http/rate-limit';
import { pageText } from './page-text';
import { notFoundContent } from './flight-views';
import { renderDocument } from './page-document';

export const RATE_LIMITED_TEXTS = {
  title: 'Too many requests',
  body: 'You opened many pages in a short time. Please wait a minute and try again.',
} as const;

/** Feeds, sitemaps and images (a path with a file extension) get plain text; pages get a small page of their own. */
const respondRateLimited = (origin: string) => (req: Request, res: Response) => {
  res.status(429).setHeader('Cache-Control', 'no-store');
  // Mounted on prefixes (req.path is what follows one): the path as requested.
  const path = req.originalUrl.split('?')[0]!;
  if (/\.[a-z0-9]+$/i.test(path))
    return void res
      .type('text/plain; charset=utf-8')
      .send(
        `${RATE_LIMITED_TEXTS.title}. Retry after ${String(res.getHeader('Retry-After'))} seconds.\n`,
      );
  const head = {
    title: `${RATE_LIMITED_TEXTS.title} · Takeoff`,
    description: RATE_LIMITED_TEXTS.body,
    canonical: origin + path,
    indexable: false,
  };
  res
    .type('text/html; charset=utf-8')
    .send(
      renderDocument(
        null,
        head,
        notFoundContent(pageText('en'), RATE_LIMITED_TEXTS.title, RATE_LIMITED_TEXTS.body),
      ),
    );
};

/**
 * Per client IP over the public pages, a generous limit (`PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE`): a reader or a
 * polite crawler never meets it, a scraper does. Counters in Redis when configured; a Redis outage lets requests through.
 */
export function publicPagesRateLimit(
  deps: Pick<AppDeps, 'config' | 'redis' | 'logger'>,
): RequestHandler {
  return createRateLimit({
    name: 'public-pages',
    limit: deps.config.PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    key: ipKey,
    redis: deps.redis,
    logger: deps.logger,
    respond: respondRateLimited(deps.config.appOrigin),
  });
}

const shareImageLimits = new WeakMap<object, RequestHandler>();

/**
 * One budget per client IP for share images, whichever address asks (`/flights/:n/og.png` or
 * `/api/flights/:n/og.png`, careers alike): both routes get this same limiter, so its counters are one. Images
 * are the costliest public answer; two addresses must not mean twice the renders.
 */
export function shareImageRateLimit(
  deps: Pick<AppDeps, 'config' | 'redis' | 'logger'>,
): RequestHandler {
  let limit = shareImageLimits.get(deps);
  if (!limit) {
    const pages = respondRateLimited(deps.config.appOrigin);
    limit = createRateLimit({
      name: 'share-images',
      limit: deps.config.PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
      key: ipKey,
      redis: deps.redis,
      logger: deps.logger,
      // Under /api the API's error body; beside the pages, the pages' plain text.
      respond: (req, res) =>
        req.originalUrl.startsWith('/api/')
          ? void res
              .status(429)
              .json({ message: 'Too many attempts, please try again later', code: 'RATE_LIMITED' })
          : pages(req, res),
    });
    shareImageLimits.set(deps, limit);
  }
  return limit;
}
