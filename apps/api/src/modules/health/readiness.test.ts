import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

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

  it('the compiled server (node dist/server.js) answers ready 503 after SIGTERM, while it still listens, then exits cleanly', async () => {
    const server = await startServerProcess({ DATABASE_URL: process.env.DATABASE_URL, SHUTDOWN_DRAIN_MS: '3000' }, { compiled: true });
    servers.push(server);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    let drained = 0;
    for (let i = 0; i < 40 && drained === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await fetch(`${server.url}/api/health/ready`);
      if (res.status === 503) drained = res.status;
    }
    expect(drained).toBe(503);
    // Still listening and serving other requests during the drain.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
  });
});
