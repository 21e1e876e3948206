import type { RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { createRateLimit } from '../../http/rate-limit';

const limits = new WeakMap<AppDeps, RequestHandler[]>();

/**
 * The limit on routes that check the current password of a signed-in user (change password or email, delete the
 * account or the organisation): refused answers count per account and per session, successes are taken back. One
 * pair of counters for all of them, so guesses cannot be spread over the routes.
 */
export function passwordCheckLimits(deps: AppDeps): RequestHandler[] {
  let found = limits.get(deps);
  if (!found) {
    const { config } = deps;
    const windowSeconds = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
    found = [
      createRateLimit({
        name: 'password-check-session',
        limit: config.PASSWORD_CHECKS_PER_SESSION,
        windowSeconds,
        key: (req) => (req.actor ? String(req.actor.sessionId) : undefined),
        redis: deps.redis,
        logger: deps.logger,
        failuresOnly: true,
      }),
      createRateLimit({
        name: 'password-check-account',
        limit: config.PASSWORD_CHECKS_PER_ACCOUNT,
        windowSeconds,
        key: (req) => (req.actor ? String(req.actor.id) : undefined),
        redis: deps.redis,
        logger: deps.logger,
        failuresOnly: true,
      }),
    ];
    limits.set(deps, found);
  }
  return found;
}
