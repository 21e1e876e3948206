import type { RequestHandler } from 'express';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own origin: the Origin header (or, failing that,
 * the Referer) must be APP_ORIGIN. Only that: the request's Host header is the client's to write (a
 * proxy passing it on, a DNS-rebound name), so it vouches for nothing. The decision follows how the
 * session middleware authenticated the request: a bearer token cannot be sent by another site, a
 * cookie can. Anonymous requests carry no authority to forge.
 */
export function csrfOriginCheck(appOrigin: string): RequestHandler {
  const allowed = new URL(appOrigin).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.authVia !== 'cookie') return next();
    const source = req.headers.origin ?? refererOrigin(req.headers.referer);
    if (source === allowed) return next();
    next(new AppError('CSRF_REJECTED', 403, 'Cross-site request refused'));
  };
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
