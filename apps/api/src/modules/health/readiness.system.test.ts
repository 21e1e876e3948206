import { afterAll, describe, expect, it } from 'vitest';
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

describe('readiness of the compiled server', () => {
  it('the compiled server (node dist/server.js) answers ready 503 after SIGTERM, while it still listens, then exits cleanly', async () => {
    const server = await startServerProcess({
      DATABASE_URL: process.env.DATABASE_URL,
      SHUTDOWN_DRAIN_MS: '3000',
    });
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
