import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../../deps';
import { createRateLimit, ipKey } from '../../http/rate-limit';
import { notFoundContent } from './flight-views';
import { renderDocument } from './page-document';

export const RATE_LIMITED_TEXTS = { title: 'Too many requests', body: 'You opened many pages in a short time. Please wait a minute and try again.' } as const;

/** Feeds, sitemaps and images (a path with a file extension) get plain text; pages get a small page of their own. */
const respondRateLimited = (origin: string) => (req: Request, res: Response) => {
  res.status(429).setHeader('Cache-Control', 'no-store');
  // Mounted on prefixes (req.path is what follows one): the path as requested.
  const path = req.originalUrl.split('?')[0]!;
  if (/\.[a-z0-9]+$/i.test(path)) return void res.type('text/plain; charset=utf-8').send(`${RATE_LIMITED_TEXTS.title}. Retry after ${String(res.getHeader('Retry-After'))} seconds.\n`);
  const head = { title: `${RATE_LIMITED_TEXTS.title} · Takeoff`, description: RATE_LIMITED_TEXTS.body, canonical: origin + path, indexable: false };
  res.type('text/html; charset=utf-8').send(renderDocument(null, head, notFoundContent(RATE_LIMITED_TEXTS.title, RATE_LIMITED_TEXTS.body)));
};

/**
 * Per client IP over the public pages, a generous limit (`PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE`): a reader or a
 * polite crawler never meets it, a scraper does. Counters in Redis when configured; a Redis outage lets requests through.
 */
export function publicPagesRateLimit(deps: Pick<AppDeps, 'config' | 'redis'>): RequestHandler {
  return createRateLimit({
    name: 'public-pages',
    limit: deps.config.PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    key: ipKey,
    redis: deps.redis,
    respond: respondRateLimited(deps.config.appOrigin),
  });
}
