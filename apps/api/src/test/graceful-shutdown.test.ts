import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess | null = null;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('finishes an in-flight request, refuses new connections and exits cleanly', { timeout: 200_000 }, async () => {
    server = await startServerProcess({ DATABASE_URL: process.env.DATABASE_URL, SHUTDOWN_GRACE_MS: '20000' });
    const { port } = server;
    const body = JSON.stringify({ email: `drain-${process.pid}-${port}@test.takeoff`, name: 'Drain', password: 'long-enough', role: 'candidate' });

    // The request is in flight: headers and half the body sent when SIGTERM arrives.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/register', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server!.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });

    const done = await response;
    expect(done.status).toBe(201);
    expect(JSON.parse(done.text).user.name).toBe('Drain');

    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(await server.exited).toBe(0);
  });
});
