import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { appWith } from './rate-limit.fixtures';

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
    for (let i = 0; i < 3; i++)
      expect((await http.get('/?status=401').set('x-key', 'c')).status).toBe(401);
    // Three failures used the window up: even a request that would succeed is refused now.
    expect((await http.get('/').set('x-key', 'c')).status).toBe(429);
  });

  it('lets the caller write the 429 itself, with Retry-After already set', async () => {
    const http = appWith({
      limit: 1,
      respond: (_req, res) =>
        void res
          .status(429)
          .type('text/plain')
          .send(`wait ${String(res.getHeader('Retry-After'))}`),
    });
    await http.get('/').set('x-key', 'd');
    const limited = await http.get('/').set('x-key', 'd');
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/^wait \d+$/);
  });
});

describe('createRateLimit in Redis (none reachable)', () => {
  it('lets requests through while Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const http = appWith({ limit: 1, key: () => 'k', redis: down });
    expect((await http.get('/')).status).toBe(200);
    expect((await http.get('/')).status).toBe(200);
    down.disconnect();
  });
});
