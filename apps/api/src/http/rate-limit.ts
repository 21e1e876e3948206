import type { Request, RequestHandler, Response } from 'express';
import {
  MemoryStore,
  ipKeyGenerator,
  rateLimit,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { AppError } from './app-error';

export interface RateLimitOptions {
  name: string;
  limit: number;
  windowSeconds: number;
  key: (req: Request) => string | undefined;
  redis?: Redis | null | undefined;
  /** Count only requests that fail (status >= 400): a per-IP limit on sign-in failures, not on sign-ins. */
  failuresOnly?: boolean;
  /** Writes the 429 itself (pages and feeds outside /api); default: the API's JSON error. Retry-After is already set. */
  respond?: (req: Request, res: Response) => void;
  /** Where store errors go (a Redis outage) and misconfigurations the package notices; the console without one. */
  logger?: Pick<Logger, 'error' | 'warn'>;
}

/**
 * A fixed-window limit per key (the client's address, an account), by express-rate-limit: counters in Redis
 * (rate-limit-redis) when configured, so every instance shares them, else in this process. Answers carry the IETF
 * draft-7 headers (`RateLimit-Policy: 100;w=60`, `RateLimit: limit=100, remaining=99, reset=60`); past the limit,
 * 429 with Retry-After. A request without a key (no email in the body) is not counted. A Redis outage lets
 * requests through (readiness reports Redis unreachable).
 */
export function createRateLimit(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowSeconds * 1000,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: limitStore(options),
    skip: (req) => options.key(req) === undefined,
    keyGenerator: (req) => options.key(req) ?? '',
    // A success is counted while it runs and taken back when it answers below 400.
    skipSuccessfulRequests: options.failuresOnly ?? false,
    passOnStoreError: true,
    handler: (req, res, next) =>
      options.respond
        ? options.respond(req, res)
        : next(new AppError('RATE_LIMITED', 429, 'Too many attempts, please try again later')),
    ...(options.logger ? { logger: packageLogger(options.logger) } : {}),
  });
}

const packageLogger = (logger: Pick<Logger, 'error' | 'warn'>): Options['logger'] => ({
  error: (error, message) => logger.error({ err: error }, message ?? 'rate limit'),
  warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limit'),
});

/** A client address as a limit's key: an IPv6 client by its /56, the block one subscriber gets, so it cannot walk past. */
export const addressKey = (address: string) => ipKeyGenerator(address, 56);

export const ipKey = (req: Request) => addressKey(req.ip ?? 'unknown');

/** The account an auth request names, normalised exactly as the request schema normalises it (trim, lower case). */
export const emailKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length > 0 && normalised.length <= 254 ? normalised : undefined;
};

/**
 * A fixed-window counter for limits outside Express (the Socket.IO handshake, mails per address): `hit` counts
 * one event for a key and says how many it has had in the current window, `count` reads that without counting,
 * `reset` forgets the key. The same stores as the limits: Redis when configured, else this process.
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
  const store = limitStore(options);
  // Only the window is read by the stores' init; a failed Redis script load is retried by the next hit.
  void Promise.resolve(store.init?.({ windowMs: options.windowSeconds * 1000 } as Options)).catch(
    () => {},
  );
  return {
    hit: async (key) => (await store.increment(key)).totalHits,
    count: async (key) => (await store.get?.(key))?.totalHits ?? 0,
    reset: async (key) => store.resetKey(key),
  };
}

/**
 * rate-limit-redis loads its two scripts once, when the limit is made: had Redis been unreachable then, every
 * later count would fail on the same rejected load (and the limit stay open). A failed count loads them again.
 */
class RedisLimitStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.reloadScripts();
      throw error;
    }
  }

  override async get(key: string) {
    try {
      const info = await super.get(key);
      // A missing key reaches the parser as null through ioredis (it expects false): no hits, not NaN.
      return info && Number.isFinite(info.totalHits) ? info : undefined;
    } catch (error) {
      this.reloadScripts();
      throw error;
    }
  }

  private reloadScripts() {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // Awaited by the next count; a failure here is that count's to report.
    this.incrementScriptSha.catch(() => {});
    this.getScriptSha.catch(() => {});
  }
}

/**
 * Redis: one key per client with the window as its expiry, the scripts run by their hash. This process:
 * express-rate-limit's MemoryStore, which drops every key idle for a window, so its memory follows the clients of
 * the last two windows, however many keys came before.
 */
export function limitStore(options: { name: string; redis?: Redis | null | undefined }): Store {
  const { redis } = options;
  if (!redis) return new MemoryStore();
  return new RedisLimitStore({
    prefix: `rl:${options.name}:`,
    sendCommand: (command: string, ...args: string[]) =>
      redis.call(command, ...args) as Promise<RedisReply>,
  });
}
