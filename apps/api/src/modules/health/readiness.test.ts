import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

describe('liveness and readiness', () => {
  it('answers live and ready while serving; ready turns 503 once shutdown begins', async () => {
    const ctx = await createTestContext();
    expect((await ctx.http.get('/api/health/live')).body).toEqual({ status: 'ok' });
    expect((await ctx.http.get('/api/health/ready')).status).toBe(200);
    ctx.deps.lifecycle.beginShutdown();
    const draining = await ctx.http.get('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ code: 'NOT_READY', message: 'Not ready: shutting down' });
    expect((await ctx.http.get('/api/health/live')).status).toBe(200);
  });

  it('is not ready when Redis is configured but unreachable', async () => {
    const ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await ctx.http.get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('redis unreachable');
    ctx.deps.redis?.disconnect();
  });
});
