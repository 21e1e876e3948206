import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRedis } from '../test/system-services';
import { windowCounter } from './rate-limit';
import { appWith } from './rate-limit.fixtures';

describe('createRateLimit and windowCounter in Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(await requireRedis(), { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis?.quit());

  it('shares one count between two instances and gives every key an expiry', async () => {
    const name = `test-${randomUUID()}`;
    const [a, b] = [
      appWith({ name, limit: 2, key: () => 'shared', redis }),
      appWith({ name, limit: 2, key: () => 'shared', redis }),
    ];
    expect((await a.get('/')).headers.ratelimit).toMatch(/^limit=2, remaining=1, reset=(59|60)$/);
    expect((await b.get('/')).status).toBe(200);
    const third = await a.get('/');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    const ttl = await redis.pttl(`rl:${name}:shared`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(`rl:${name}:shared`);
  });

  it('takes successes back with failuresOnly, and never leaves a key without expiry', async () => {
    const name = `test-${randomUUID()}`;
    const http = appWith({ name, limit: 5, key: () => 'k', redis, failuresOnly: true });
    await http.get('/');
    await http.get('/?status=403');
    // The success's decrement runs after its answer: wait until the count settles at the one failure.
    await expect.poll(() => redis.get(`rl:${name}:k`)).toBe('1');
    await redis.del(`rl:${name}:k`);
    await http.get('/');
    await expect.poll(() => redis.exists(`rl:${name}:k`)).toBe(1);
    await expect.poll(() => redis.get(`rl:${name}:k`)).toBe('0');
    expect(await redis.pttl(`rl:${name}:k`)).toBeGreaterThan(0);
    await redis.del(`rl:${name}:k`);
  });

  it('counts, reads and forgets a key through windowCounter', async () => {
    const counter = windowCounter({ name: `test-${randomUUID()}`, windowSeconds: 60, redis });
    expect(await counter.hit('x')).toBe(1);
    expect(await counter.hit('x')).toBe(2);
    expect(await counter.count('x')).toBe(2);
    await counter.reset('x');
    expect(await counter.count('x')).toBe(0);
  });

  it('counts again once Redis is back, though it was unreachable when the limit was made', async () => {
    const name = `test-${randomUUID()}`;
    // Not connected yet and no offline queue: the scripts' load at creation fails at once.
    const late = new Redis(await requireRedis(), { lazyConnect: true, enableOfflineQueue: false });
    late.on('error', () => {});
    const http = appWith({ name, limit: 1, key: () => 'k', redis: late });
    expect((await http.get('/')).status).toBe(200);
    // That first command started the connection: wait until it is up.
    if (late.status !== 'ready') await new Promise((resolve) => late.once('ready', resolve));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await http.get('/')).status);
    // A failed count reloads the scripts (its request goes through); after that the limit holds.
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(Number(await redis.get(`rl:${name}:k`))).toBeGreaterThanOrEqual(3);
    await redis.del(`rl:${name}:k`);
    await late.quit();
  });
});
