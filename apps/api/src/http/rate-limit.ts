import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

export interface RateLimitOptions {
  name: string;
  limit: number;
  windowSeconds: number;
  key: (req: Parameters<RequestHandler>[0]) => string | undefined;
  redis?: Redis | null | undefined;
  /** Count only requests that fail (status >= 400): a per-IP limit on sign-in failures, not on sign-ins. */
  failuresOnly?: boolean;
  /** Writes the 429 itself (pages and feeds outside /api); default: the API's JSON error. Retry-After is already set. */
  respond?: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => void;
}

/** A fixed-window limiter; counters live in Redis when configured so every instance shares them. */
export function createRateLimit(options: RateLimitOptions): RequestHandler {
  const store: Store | undefined = options.redis
    ? new RedisStore({
        prefix: `rl:${options.name}:`,
        sendCommand: (command: string, ...args: string[]) => options.redis!.call(command, ...args) as Promise<RedisReply>,
      })
    : undefined;
  return rateLimit({
    windowMs: options.windowSeconds * 1000,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    ...(store ? { store } : {}),
    // Redis down must not take the API down with it: the limits pause (readiness reports Redis unreachable).
    passOnStoreError: true,
    // Requests without a key (e.g. no email in the body) are not counted by this limiter.
    skip: (req) => options.key(req) === undefined,
    keyGenerator: (req) => options.key(req) ?? 'none',
    handler: (req, res, next, opts) => {
      const retryAfter = Math.ceil(opts.windowMs / 1000);
      if (!res.getHeader('Retry-After')) res.setHeader('Retry-After', String(retryAfter));
      if (options.respond) return options.respond(req, res);
      next(new AppError('RATE_LIMITED', 429, 'Too many attempts, please try again later'));
    },
  });
}

export const ipKey = (req: Parameters<RequestHandler>[0]) => req.ip ?? 'unknown';
/** The account an auth request names, normalised exactly as the request schema normalises it (trim, lower case). */
export const emailKey = (req: Parameters<RequestHandler>[0]) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length > 0 && normalised.length <= 254 ? normalised : undefined;
};

/**
 * A fixed-window counter for limits outside Express (the Socket.IO handshake, the per-account sign-in slow-down):
 * `hit` counts one event for a key and says how many it has had in the current window, `count` reads that without
 * counting, `reset` forgets the key. In Redis when configured (shared by every instance), else in this process.
 */
export interface WindowCounter {
  hit(key: string): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function windowCounter(options: { name: string; windowSeconds: number; redis?: Redis | null | undefined }): WindowCounter {
  const windowMs = options.windowSeconds * 1000;
  if (options.redis) {
    const redis = options.redis;
    const name = (key: string) => `rl:${options.name}:${key}`;
    return {
      async hit(key) {
        const count = await redis.incr(name(key));
        if (count === 1) await redis.pexpire(name(key), windowMs);
        return count;
      },
      count: async (key) => Number((await redis.get(name(key))) ?? 0),
      reset: async (key) => void (await redis.del(name(key))),
    };
  }
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now = Date.now()) => {
    const entry = counts.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async hit(key) {
      const now = Date.now();
      let entry = live(key, now);
      if (!entry) {
        // Bounded memory: expired entries go when the map grows.
        if (counts.size > 100_000) for (const [k, e] of counts) if (e.resetAt <= now) counts.delete(k);
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      return ++entry.count;
    },
    count: async (key) => live(key)?.count ?? 0,
    reset: async (key) => void counts.delete(key),
  };
}
