import type { RequestHandler } from 'express';
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

/**
 * A fixed-window limiter per key (the client's address, an account): counters live in Redis when configured, so
 * every instance shares them, else in this process. Each answer carries the IETF draft-7 headers
 * (`RateLimit-Policy: 100;w=60`, `RateLimit: limit=100, remaining=99, reset=60`); past the limit it answers 429
 * with Retry-After (the seconds left in the window). With `failuresOnly`, a request counts while it runs and is
 * taken back when it answers below 400. A request without a key (no email in the body) is not counted.
 *
 * Our own rather than express-rate-limit, which sits in front of every API request: its four awaits, per-request
 * validations and the key function called twice cost ~20 µs of CPU a request (app alone under autocannon, a
 * signed-in route that does nothing else: ~185 → ~165 µs without it). Here the process's counter answers at once.
 */
export function createRateLimit(options: RateLimitOptions): RequestHandler {
  const store = windowStore(options);
  const policy = `${options.limit};w=${options.windowSeconds}`;
  return (req, res, next) => {
    const key = options.key(req);
    if (key === undefined) return next();
    const counted = (hits: Hits) => {
      const reset = Math.max(0, Math.ceil((hits.resetAt - Date.now()) / 1000));
      if (!res.headersSent) {
        res.setHeader('RateLimit-Policy', policy);
        res.setHeader(
          'RateLimit',
          `limit=${options.limit}, remaining=${Math.max(options.limit - hits.count, 0)}, reset=${reset}`,
        );
      }
      if (options.failuresOnly) {
        res.once('finish', () => {
          // A success is taken back, unless its window has already ended (the count it was in is gone).
          if (res.statusCode < 400 && Date.now() < hits.resetAt)
            void Promise.resolve(store.decrement(key)).catch(() => {});
        });
      }
      if (hits.count <= options.limit) return next();
      if (!res.headersSent) res.setHeader('Retry-After', String(reset));
      if (options.respond) return options.respond(req, res);
      next(new AppError('RATE_LIMITED', 429, 'Too many attempts, please try again later'));
    };
    const hits = store.increment(key);
    if (!(hits instanceof Promise)) return counted(hits);
    // Redis down must not take the API down with it: the limits pause (readiness reports Redis unreachable).
    hits.then(counted, () => next()).catch(next);
  };
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

export function windowCounter(options: {
  name: string;
  windowSeconds: number;
  redis?: Redis | null | undefined;
}): WindowCounter {
  const store = windowStore(options);
  return {
    hit: async (key) => (await store.increment(key)).count,
    count: async (key) => store.count(key),
    reset: async (key) => store.reset(key),
  };
}

/** A key's count in its current window and when that window ends (epoch ms). */
interface Hits {
  count: number;
  resetAt: number;
}

/** The counters behind both: the process's own answer at once (no promise), Redis's in one round trip. */
interface WindowStore {
  increment(key: string): Hits | Promise<Hits>;
  decrement(key: string): void | Promise<void>;
  count(key: string): number | Promise<number>;
  reset(key: string): void | Promise<void>;
}

/** Counts and, on a key's first hit, starts its window; answers the count and the milliseconds the window has left. */
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
/** Takes one back only while the window lives (never leaves a key without expiry). */
const DECREMENT_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;

function windowStore(options: {
  name: string;
  windowSeconds: number;
  redis?: Redis | null | undefined;
}): WindowStore {
  const windowMs = options.windowSeconds * 1000;
  if (options.redis) {
    const redis = options.redis;
    const name = (key: string) => `rl:${options.name}:${key}`;
    return {
      async increment(key) {
        const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, name(key), windowMs)) as [
          number,
          number,
        ];
        return { count, resetAt: Date.now() + ttl };
      },
      decrement: async (key) => void (await redis.eval(DECREMENT_SCRIPT, 1, name(key))),
      count: async (key) => Number((await redis.get(name(key))) ?? 0),
      reset: async (key) => void (await redis.del(name(key))),
    };
  }
  const counts = new Map<string, Hits>();
  const live = (key: string, now = Date.now()) => {
    const entry = counts.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    increment(key) {
      const now = Date.now();
      let entry = live(key, now);
      if (!entry) {
        // Bounded memory: expired entries go when the map grows.
        if (counts.size > 100_000)
          for (const [k, e] of counts) if (e.resetAt <= now) counts.delete(k);
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.count++;
      // A copy: the caller reads the count this hit made, not a later one.
      return { count: entry.count, resetAt: entry.resetAt };
    },
    decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count--;
    },
    count: (key) => live(key)?.count ?? 0,
    reset: (key) => void counts.delete(key),
  };
}
