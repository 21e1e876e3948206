import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './test/mail-queue';
import { startServerProcess, type ServerProcess } from './test/server-process';

interface OtlpSpan {
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

/** A stand-in OpenTelemetry collector: receives OTLP/HTTP JSON on /v1/traces and keeps the spans. */
function collector() {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const rs of body.resourceSpans)
          for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

const servers: ServerProcess[] = [];
let otlp: Server | null = null;
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  otlp?.close();
});

describe('tracing', () => {
  it('the compiled server sends HTTP, route handler and PostgreSQL spans to the OTLP endpoint when one is set', async () => {
    const { server, spans } = collector();
    otlp = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const api = await startServerProcess({
      DATABASE_URL: process.env.DATABASE_URL,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    servers.push(api);
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    expect(res.status).toBe(401);
    await eventually(
      async () =>
        spans.some((s) => s.name.startsWith('pg.')) &&
        spans.some((s) => s.name.includes('/api/auth/login')),
      20_000,
    );
    const names = spans.map((s) => s.name);
    // Express's instrumentation names the HTTP span by the matched route and adds a span per middleware and handler.
    expect(names).toContain('POST /api/auth/login');
    expect(names).toContain('middleware - jsonParser');
    expect(names.some((n) => n.startsWith('request handler'))).toBe(true);
    // Health probes are not traced.
    expect(names.some((n) => n.includes('/api/health'))).toBe(false);
  }, 180_000);
});
