import { randomUUID } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { LoginThrottle, throttleDelay } from './login-throttle';

const wrongPassword = () => Promise.reject(new Error('wrong password'));
const options = { freeFailures: 1, windowSeconds: 60, baseDelayMs: 40, maxDelayMs: 10_000 };
/** The time six attempts take one after the other: the delays after 0…5 earlier failures. */
const sequenceMs = [0, 1, 2, 3, 4, 5].reduce(
  (sum, failures) => sum + throttleDelay(failures, options),
  0,
);

async function parallelGuesses(throttle: LoginThrottle, account: string, count: number) {
  const started = Date.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, () => throttle.attempt(account, wrongPassword, () => true)),
  );
  expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
  return Date.now() - started;
}

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = tcpConnect({ host: '127.0.0.1', port: 6379, timeout: 1_000 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
const redis = redisUp ? new Redis('redis://127.0.0.1:6379', { lazyConnect: true }) : null;
afterAll(() => redis?.disconnect());

describe.each([
  ['in this process', () => new LoginThrottle(options), true],
  [
    'in Redis',
    () => new LoginThrottle({ ...options, redis, name: `test-${randomUUID()}` }),
    redisUp,
  ],
] as const)('the per-account slow-down %s', (_where, make, enabled) => {
  it.runIf(enabled)(
    'makes parallel wrong passwords wait their turn: they take the sequence time',
    async () => {
      const elapsed = await parallelGuesses(make(), 'victim@test.takeoff', 6);
      expect(sequenceMs).toBe(1_240);
      expect(elapsed).toBeGreaterThanOrEqual(sequenceMs - 20);
    },
  );

  it.runIf(enabled)(
    'forgets the failures after a right password and takes back an attempt that was not a failure',
    async () => {
      const throttle = make();
      await parallelGuesses(throttle, 'owner@test.takeoff', 3);
      const waited = Date.now();
      await expect(
        throttle.attempt(
          'owner@test.takeoff',
          () => Promise.resolve('signed in'),
          () => true,
        ),
      ).resolves.toBe('signed in');
      expect(Date.now() - waited).toBeGreaterThanOrEqual(throttleDelay(3, options) - 20);
      // Not failures: a right password waiting for its second factor, then a success, leave nothing to wait for.
      for (let i = 0; i < 3; i++)
        await expect(
          throttle.attempt('owner@test.takeoff', wrongPassword, () => false),
        ).rejects.toThrow();
      const fresh = Date.now();
      await throttle.attempt(
        'owner@test.takeoff',
        () => Promise.resolve(1),
        () => true,
      );
      expect(Date.now() - fresh).toBeLessThan(options.baseDelayMs);
    },
  );
});
