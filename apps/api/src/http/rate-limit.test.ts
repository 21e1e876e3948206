import type { MemoryStore } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipKey, limitStore, windowCounter } from './rate-limit';
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

describe('ipKey', () => {
  it('keys an IPv6 client by its /56: two addresses of one /56 share a count, another /56 has its own', async () => {
    const http = appWith({ limit: 1, key: ipKey }, { trustProxy: true });
    const from = (address: string) => http.get('/').set('X-Forwarded-For', address);
    expect((await from('2001:db8:1:100::1')).status).toBe(200);
    // Same first 56 bits (2001:db8:1:1xx::), another /64 and host: the same bucket, already used up.
    expect((await from('2001:db8:1:1ff:ffff:ffff:ffff:fffe')).status).toBe(429);
    // The next /56 (2001:db8:1:2xx::) and another network are counted apart.
    expect((await from('2001:db8:1:200::1')).status).toBe(200);
    expect((await from('2001:db8:2:100::1')).status).toBe(200);
    // IPv4 addresses stay one each, and an IPv4-mapped address is its IPv4 address.
    expect((await from('203.0.113.10')).status).toBe(200);
    expect((await from('203.0.113.11')).status).toBe(200);
    expect((await from('::ffff:203.0.113.10')).status).toBe(429);
  });
});

describe('the in-process store', () => {
  afterEach(() => void vi.useRealTimers());

  it('stays bounded: 20,000 keys are gone two windows later, a client still counting is kept', async () => {
    vi.useFakeTimers();
    const windowMs = 60_000;
    const store = limitStore({ name: 'bounded' }) as MemoryStore;
    store.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
    const held = () => store.current.size + store.previous.size;
    for (let i = 0; i < 20_000; i++) await store.increment(`client-${i}`);
    expect(held()).toBe(20_000);
    vi.advanceTimersByTime(windowMs + 1_000);
    await store.increment('client-0');
    vi.advanceTimersByTime(windowMs - 1_000);
    // Only the client seen in the last window is still held, with a fresh count.
    expect(held()).toBe(1);
    expect((await store.get('client-0'))?.totalHits).toBe(1);
    vi.advanceTimersByTime(2 * windowMs);
    expect(held()).toBe(0);
    store.shutdown();
  });

  it('backs windowCounter in this process: counts, reads and forgets a key', async () => {
    const counter = windowCounter({ name: 'counter', windowSeconds: 60 });
    expect(await counter.hit('x')).toBe(1);
    expect(await counter.hit('x')).toBe(2);
    expect(await counter.count('x')).toBe(2);
    expect(await counter.count('y')).toBe(0);
    await counter.reset('x');
    expect(await counter.count('x')).toBe(0);
  });
});
