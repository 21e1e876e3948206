import type { Redis } from 'ioredis';

/**
 * Per-account protection against password guessing that cannot be turned into a lockout: an account's recent
 * failed sign-ins slow every further attempt on it down (progressively, up to a cap), but a correct password is
 * never refused by it. Hard refusals (429) are per IP address only, so nobody can shut a user out from elsewhere.
 * Counters live in Redis when configured (shared by every instance), else in this process.
 */
export interface LoginThrottleOptions {
  /** Failures an account may have in the window before attempts on it are slowed down. */
  freeFailures: number;
  windowSeconds: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  redis?: Redis | null | undefined;
}

/** How long an attempt waits when the account already has `failures` recent failures. */
export function throttleDelay(failures: number, options: Pick<LoginThrottleOptions, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>): number {
  const over = failures - options.freeFailures;
  if (over < 0 || options.baseDelayMs === 0) return 0;
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(over, 30));
}

interface FailureStore {
  count(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function memoryStore(windowMs: number): FailureStore {
  const entries = new Map<string, { failures: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: async (key) => live(key)?.failures ?? 0,
    fail: async (key) => {
      const entry = live(key);
      if (entry) entry.failures++;
      else entries.set(key, { failures: 1, resetAt: Date.now() + windowMs });
      // Bounded memory: expired entries go when the map grows.
      if (entries.size > 100_000) for (const k of [...entries.keys()]) live(k);
    },
    reset: async (key) => void entries.delete(key),
  };
}

function redisStore(redis: Redis, windowSeconds: number): FailureStore {
  const name = (key: string) => `login-failures:${key}`;
  return {
    count: async (key) => Number((await redis.get(name(key))) ?? 0),
    fail: async (key) => {
      const [[, count] = []] = (await redis.multi().incr(name(key)).exec()) ?? [];
      if (count === 1) await redis.expire(name(key), windowSeconds);
    },
    reset: async (key) => void (await redis.del(name(key))),
  };
}

export class LoginThrottle {
  private readonly store: FailureStore;

  constructor(private readonly options: LoginThrottleOptions) {
    this.store = options.redis ? redisStore(options.redis, options.windowSeconds) : memoryStore(options.windowSeconds * 1000);
  }

  /** Runs one sign-in attempt for the (normalised) account key: waits the account's delay, then counts the outcome. */
  async attempt<T>(accountKey: string, check: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    const delay = throttleDelay(await this.store.count(accountKey), this.options);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const result = await check();
      await this.store.reset(accountKey);
      return result;
    } catch (error) {
      if (isFailure(error)) await this.store.fail(accountKey);
      throw error;
    }
  }
}
