import type { Redis } from 'ioredis';
import { windowCounter, type WindowCounter } from './rate-limit';

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

export class LoginThrottle {
  private readonly failures: WindowCounter;

  constructor(private readonly options: LoginThrottleOptions) {
    this.failures = windowCounter({ name: 'login-failures', windowSeconds: options.windowSeconds, redis: options.redis });
  }

  /** Runs one sign-in attempt for the (normalised) account key: waits the account's delay, then counts the outcome. */
  async attempt<T>(accountKey: string, check: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    const delay = throttleDelay(await this.failures.count(accountKey), this.options);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const result = await check();
      await this.failures.reset(accountKey);
      return result;
    } catch (error) {
      if (isFailure(error)) await this.failures.hit(accountKey);
      throw error;
    }
  }
}
