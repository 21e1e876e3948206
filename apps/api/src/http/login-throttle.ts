import type { Redis } from 'ioredis';

/**
 * Per-account protection against password guessing that cannot be turned into a lockout: an account's recent
 * failed sign-ins slow every further attempt on it down (progressively, up to a cap), but a correct password is
 * never refused by it. Hard refusals (429) are per IP address only, so nobody can shut a user out from elsewhere.
 *
 * An attempt is counted, and its turn reserved, in one atomic step before it is checked: it counts as a failure
 * until it proves otherwise, and it waits its own delay after the turn of the attempt before it. So attempts sent
 * in parallel (from as many addresses as you like) take as long as the same attempts one after the other.
 * State lives in Redis when configured (shared by every instance), else in this process.
 */
export interface LoginThrottleOptions {
  /** Failures an account may have in the window before attempts on it are slowed down. */
  freeFailures: number;
  /** How long an account's failures are remembered after its last attempt's turn. */
  windowSeconds: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  redis?: Redis | null | undefined;
  /** Keeps separate throttles apart in Redis. */
  name?: string;
}

/** How long an attempt waits when the account already has `failures` recent failures. */
export function throttleDelay(
  failures: number,
  options: Pick<LoginThrottleOptions, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>,
): number {
  const over = failures - options.freeFailures;
  if (over < 0 || options.baseDelayMs === 0) return 0;
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(over, 30));
}

/** One account's attempts: those counted (failures and attempts still running) and when the last reserved turn ends. */
interface Turns {
  counted: number;
  readyAt: number;
  expiresAt: number;
}

interface TurnStore {
  /** Counts an attempt and answers how many milliseconds it must wait for its turn. */
  reserve(key: string): Promise<number>;
  /** An attempt that turned out not to be a failure (a right password waiting for a second factor). */
  release(key: string): Promise<void>;
  /** A right password: the account's failures are forgotten. */
  reset(key: string): Promise<void>;
}

/**
 * KEYS[1] the account; ARGV: window ms, free failures, base delay ms, max delay ms. Uses the server's clock so
 * every instance agrees on turns; answers the wait in milliseconds.
 */
const RESERVE_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window, free, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local counted = tonumber(redis.call('HGET', KEYS[1], 'counted') or '0')
local readyAt = tonumber(redis.call('HGET', KEYS[1], 'readyAt') or '0')
local over = counted - free
local delay = 0
if over >= 0 and base > 0 then delay = math.min(max, base * 2 ^ math.min(over, 30)) end
readyAt = math.max(now, readyAt) + delay
redis.call('HSET', KEYS[1], 'counted', counted + 1, 'readyAt', readyAt)
redis.call('PEXPIRE', KEYS[1], readyAt - now + window)
return readyAt - now`;
const RELEASE_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('HGET', KEYS[1], 'counted') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'counted', -1) end return 0`;

function turnStore(options: LoginThrottleOptions): TurnStore {
  const windowMs = options.windowSeconds * 1000;
  if (options.redis) {
    const redis = options.redis;
    const name = (key: string) => `lt:${options.name ?? 'login'}:${key}`;
    return {
      reserve: async (key) =>
        Number(
          await redis.eval(
            RESERVE_SCRIPT,
            1,
            name(key),
            windowMs,
            options.freeFailures,
            options.baseDelayMs,
            options.maxDelayMs,
          ),
        ),
      release: async (key) => void (await redis.eval(RELEASE_SCRIPT, 1, name(key))),
      reset: async (key) => void (await redis.del(name(key))),
    };
  }
  const turns = new Map<string, Turns>();
  const live = (key: string, now: number) => {
    const entry = turns.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    // Synchronous between reading and writing, so two attempts never read the same count.
    reserve: async (key) => {
      const now = Date.now();
      let entry = live(key, now);
      if (!entry) {
        // Bounded memory: expired entries go when the map grows.
        if (turns.size > 100_000)
          for (const [k, e] of turns) if (e.expiresAt <= now) turns.delete(k);
        entry = { counted: 0, readyAt: now, expiresAt: now + windowMs };
        turns.set(key, entry);
      }
      entry.readyAt = Math.max(now, entry.readyAt) + throttleDelay(entry.counted, options);
      entry.counted++;
      entry.expiresAt = entry.readyAt + windowMs;
      return entry.readyAt - now;
    },
    release: async (key) => {
      const entry = live(key, Date.now());
      if (entry && entry.counted > 0) entry.counted--;
    },
    reset: async (key) => void turns.delete(key),
  };
}

export class LoginThrottle {
  private readonly turns: TurnStore;

  constructor(options: LoginThrottleOptions) {
    this.turns = turnStore(options);
  }

  /**
   * Runs one sign-in attempt for the (normalised) account key: counts it and waits its turn, then checks it. A
   * success forgets the account's failures; an outcome that is neither (`isFailure` false) is taken back.
   */
  async attempt<T>(
    accountKey: string,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    const wait = await this.turns.reserve(accountKey);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const result = await check();
      await this.turns.reset(accountKey);
      return result;
    } catch (error) {
      if (!isFailure(error)) await this.turns.release(accountKey);
      throw error;
    }
  }
}
