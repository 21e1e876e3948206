import { randomUUID } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createRateLimit, windowCounter, type RateLimitOptions } from './rate-limit';

/** An app behind one limiter: `?status=` picks the answer, `x-key` the key (none: not counted). */
function appWith(options: Partial<RateLimitOptions>) {
  const app = express();
  app.use(createRateLimit({ name: `test-${randomUUID()}`, limit: 3, windowSeconds: 60, key: (req) => req.get('x-key'), ...options }));
  app.get('/', (req, res) => void res.status(Number(req.query.status ?? 200)).json({ ok: true }));
  const errors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = error instanceof AppError ? error.status : 500;
    res.status(status).json({ code: error instanceof AppError ? error.code : 'INTERNAL' });
  };
  app.use(errors);
  return supertest(app);
}

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = tcpConnect({ host: '127.0.0.1', port: 6379, timeout: 1_000 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisUp) console.warn('rate-limit Redis tests skipped: Redis on 127.0.0.1:6379 is unreachable');

describe('createRateLimit (in this process)', () => {
  it('sends the draft-7 headers, then 429 RATE_LIMITED with Retry-After past the limit, per key', async () => {
    const http = appWith({});
    const first = await http.get('/').set('x-key', 'a');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('3;w=60');
    expect(first.headers.ratelimit).toMatch(/^limit=3, remaining=2, reset=(59|60)$/);
    await http.get('/').set('x-key', 'a');
    const third = await http.get('/').set('x-key', 'a');
    expect(third.headers.ratelimit).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    const fourth = await http.get('/').set('x-key', 'a');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ code: 'RATE_LIMITED' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another key has its own count; a request without a key is not counted.
    expect((await http.get('/').set('x-key', 'b')).headers.ratelimit).toMatch(/remaining=2/);
    const keyless = await http.get('/');
    expect(keyless.status).toBe(200);
    expect(keyless.headers.ratelimit).toBeUndefined();
  });

  it('with failuresOnly, counts only the answers of 400 and more', async () => {
    const http = appWith({ failuresOnly: true });
    for (let i = 0; i < 5; i++) expect((await http.get('/').set('x-key', 'c')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await http.get('/?status=401').set('x-key', 'c')).status).toBe(401);
    // Three failures used the window up: even a request that would succeed is refused now.
    expect((await http.get('/').set('x-key', 'c')).status).toBe(429);
  });

  it('lets the caller write the 429 itself, with Retry-After already set', async () => {
    const http = appWith({ limit: 1, respond: (_req, res) => void res.status(429).type('text/plain').send(`wait ${String(res.getHeader('Retry-After'))}`) });
    await http.get('/').set('x-key', 'd');
    const limited = await http.get('/').set('x-key', 'd');
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/^wait \d+$/);
  });
});

describe.runIf(redisUp)('createRateLimit and windowCounter in Redis', () => {
  const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  it('shares one count between two instances and gives every key an expiry', async () => {
    const name = `test-${randomUUID()}`;
    const [a, b] = [appWith({ name, limit: 2, key: () => 'shared', redis }), appWith({ name, limit: 2, key: () => 'shared', redis })];
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

  it('lets requests through while Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    down.on('error', () => {});
    const http = appWith({ limit: 1, key: () => 'k', redis: down });
    expect((await http.get('/')).status).toBe(200);
    expect((await http.get('/')).status).toBe(200);
    down.disconnect();
  });
});
