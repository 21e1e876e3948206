/**
 * The process under load (forked by servers.ts), so the load generator does not share its event loop:
 * the real app (Express, sessions, validation, drizzle) on a recording pool, and the bare
 * `node:http` + `pg` server that replays, per request, the statements the app issued (replay.ts).
 * Both listen on 127.0.0.1 and record their server-side time per request.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { bootstrap } from '../src/bootstrap';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  withAdvisoryLock,
  listenPostgres,
  type Database,
  type DatabaseHandle,
} from '../src/db/client';
import { flightRecordOf, type FlightSqlRow } from '../src/modules/public-pages/flights.service';
import { openFlightPage } from '../src/modules/public-pages/public-pages.service';
import { createRecordingPool, QueryRecorder } from './recording-pool';
import { buildTemplate, describeTemplate, replay, requestVars, type Template } from './replay';
import { BENCH_TOTP_KEY } from './support';

export interface BenchRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RecordedStatement {
  text: string;
  values: unknown[];
  client: number;
  rowCount: number;
}

export interface Recording {
  status: number;
  body: string;
  statements: RecordedStatement[];
}

export type ChildCommand =
  | { id: number; type: 'record'; request: BenchRequest }
  | { id: number; type: 'install'; request: BenchRequest }
  | { id: number; type: 'times'; server: 'app' | 'bare' }
  | { id: number; type: 'cpu' };

export type ChildMessage =
  | {
      type: 'ready';
      app: string;
      bare: string;
      routes: { method: string; path: string; access: unknown }[];
    }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

const url = process.env.BENCH_DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'production',
  TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  // Required in production; the data set's admin has a session and never signs in with them.
  ADMIN_EMAIL: 'bench-admin@bench.takeoff',
  ADMIN_PASSWORD: 'bench-admin-password',
  REDIS_URL: '',
  API_RATE_LIMIT_PER_MINUTE: '1000000000',
  PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: '1000000000',
  SOCKET_HANDSHAKES_PER_MINUTE: '1000000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000000',
});

const recorder = new QueryRecorder();
const appPool = createRecordingPool(
  { connectionString: url, max: config.DATABASE_POOL_SIZE },
  recorder,
);
const database: DatabaseHandle = {
  db: drizzle(appPool) as Database,
  kind: 'postgres',
  query: async (text, params) => (await appPool.query(text, params)).rows,
  executeSql: async (text, params) => ({ rows: (await appPool.query(text, params)).rows }),
  exclusively: (lock, work) => withAdvisoryLock(url, lock, work),
  listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, () => {}),
  close: () => appPool.end(),
};
const deps = await bootstrap(config, { database, logger: pino({ level: 'silent' }) });
const built = createApp(deps);
const app = createServer(built.serverOptions, built.app);

const barePool = new pg.Pool({ connectionString: url, max: config.DATABASE_POOL_SIZE });
barePool.on('error', () => {});
const templates = new Map<string, Template>();
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const bare = createServer((req, res) => {
  void (async () => {
    const template = templates.get(keyOf(req.method ?? 'GET', req.url ?? '/'));
    if (!template) return void res.writeHead(404).end();
    const text = req.method === 'GET' ? '' : await readBody(req);
    const vars = requestVars(
      req.headers,
      new URL(req.url ?? '/', 'http://bare'),
      text ? JSON.parse(text) : null,
    );
    const rows = await replay(barePool, template, vars);
    if (req.url?.startsWith('/flights/')) return sendFlightPage(res, rows as FlightSqlRow[]);
    res
      .writeHead(template.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(rows));
  })().catch((error: unknown) => {
    // The bench counts the 500 as a failed request; BENCH_DEBUG=1 says which statement failed and why.
    if (process.env.BENCH_DEBUG) console.error(`bare ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

/**
 * A public flight page on the bare server: the row the app's statement returned, rendered by the same templating
 * (public-pages' openFlightPage) with the same validators, so the comparison leaves out only Express, the session
 * check and the router.
 */
function sendFlightPage(res: ServerResponse, rows: FlightSqlRow[]) {
  const row = rows[0];
  if (!row?.company_slug) return void res.writeHead(404).end();
  const page = openFlightPage(config.appOrigin, flightRecordOf(row, row.company_slug), null);
  res
    .writeHead(page.status, {
      'content-type': page.contentType,
      'cache-control': page.cacheControl,
      etag: `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 32)}"`,
      ...(page.lastModified ? { 'last-modified': page.lastModified.toUTCString() } : {}),
    })
    .end(page.body);
}

let appRequests = 0;
app.prependListener('request', (_req, res) => {
  appRequests++;
  res.once('close', () => appRequests--);
});

/** Server-side time per request, from the request event to the response's finish. */
function timed(server: Server) {
  const times: number[] = [];
  server.prependListener('request', (_req, res) => {
    const start = performance.now();
    res.on('finish', () => times.push(performance.now() - start));
  });
  return times;
}
const times = { app: timed(app), bare: timed(bare) };

/**
 * Waits until the app has been idle (no request open, no statement running) for 200 ms, so requests
 * a load run left behind do not end up in the next recording. Gives up after 30 s.
 */
async function settle() {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (appRequests > 0 || recorder.running > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the app did not become idle before recording');
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const appUrl = await listen(app);
const bareUrl = await listen(bare);

async function record(request: BenchRequest) {
  await settle();
  const start = Date.now();
  recorder.start();
  const res = await fetch(appUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
  });
  const body = await res.text();
  const captured = await recorder.stop();
  return { status: res.status, body, captured, window: { start, end: Date.now() } };
}

async function handle(command: ChildCommand): Promise<unknown> {
  // The process's CPU time so far (µs, user + system): only one server is under load at a time, so the difference
  // over a slice is that server's cost, PostgreSQL's and the load generator's left out.
  if (command.type === 'cpu') {
    const used = process.cpuUsage();
    return used.user + used.system;
  }
  if (command.type === 'times') {
    const out = [...times[command.server]];
    times[command.server].length = 0;
    return out;
  }
  const { status, body, captured, window } = await record(command.request);
  const recording: Recording = {
    status,
    body,
    statements: captured.map((c) => ({
      text: c.text,
      values: c.values,
      client: c.client,
      rowCount: c.rowCount,
    })),
  };
  if (command.type === 'record') return recording;
  if (status >= 300)
    throw new Error(
      `${command.request.method} ${command.request.path} answered ${status}: ${body.slice(0, 300)}`,
    );
  const vars = requestVars(
    command.request.headers,
    new URL(command.request.path, 'http://bare'),
    command.request.body ? JSON.parse(command.request.body) : null,
  );
  const template = buildTemplate(captured, vars, status, window);
  templates.set(keyOf(command.request.method, command.request.path), template);
  return { recording, template: describeTemplate(template) };
}

process.on('message', (command: ChildCommand) => {
  handle(command).then(
    (result) => process.send!({ id: command.id, ok: true, result } satisfies ChildMessage),
    (error: unknown) =>
      process.send!({
        id: command.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ChildMessage),
  );
});

process.on('disconnect', () => {
  for (const server of [app, bare]) {
    server.close();
    server.closeAllConnections();
  }
  void Promise.all([appPool.end(), barePool.end()]).finally(() => process.exit(0));
});

process.send!({
  type: 'ready',
  app: appUrl,
  bare: bareUrl,
  routes: built.api.routes.map((r) => ({ method: r.method, path: r.path, access: r.access })),
} satisfies ChildMessage);
