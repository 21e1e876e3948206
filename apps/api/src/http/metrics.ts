import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../background/job-queue';

/**
 * The Prometheus metrics of one app: HTTP traffic by route template (never the raw URL, so ids never become
 * labels), the database pool, sockets, the mail queue, and Node's process metrics (event-loop lag included).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private inFlight = 0;
  private socketCount: () => number = () => 0;

  constructor(sources: { database: DatabaseHandle; jobs: JobQueue }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    // Counted in a plain number and read at scrape time: prom-client's inc/dec hash their (empty) labels on every call.
    const inFlight = () => this.inFlight;
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered now',
      registers,
      collect() {
        this.set(inFlight());
      },
    });
    const pool = (field: 'total' | 'idle' | 'waiting') => () =>
      sources.database.poolStats?.()?.[field] ?? 0;
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections checked out of the pool',
      registers,
      collect() {
        this.set(pool('total')() - pool('idle')());
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a database connection',
      registers,
      collect() {
        this.set(pool('waiting')());
      },
    });
    const sockets = () => this.socketCount();
    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'Socket.IO clients connected to this instance',
      registers,
      collect() {
        this.set(sockets());
      },
    });
    new Gauge({
      name: 'background_jobs',
      help: 'Background jobs by queue and state (created, retry, active, completed, failed)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        const rows = await sources.jobs.counts(sources.database.db).catch(() => []);
        for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count);
      },
    });
  }

  /** Counts Socket.IO clients once the socket server exists. */
  countSockets(read: () => number) {
    this.socketCount = read;
  }

  /** The time and count series of one (method, route, status): looked up once, not hashed from labels per request. */
  private readonly series = new Map<
    string,
    { duration: Histogram.Internal<'method' | 'route' | 'status'>; requests: Counter.Internal }
  >();

  private seriesOf(method: string, route: string, status: number) {
    const key = `${method} ${status} ${route}`;
    let found = this.series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      this.series.set(
        key,
        (found = {
          duration: this.duration.labels(labels),
          requests: this.requests.labels(labels),
        }),
      );
    }
    return found;
  }

  /** Times every request; the label is the matched route's template, or a fixed word for the rest. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const startedAt = performance.now();
      this.inFlight++;
      res.once('close', () => {
        this.inFlight--;
        const series = this.seriesOf(req.method, routeTemplate(req, res), res.statusCode);
        series.duration.observe((performance.now() - startedAt) / 1000);
        series.requests.inc();
      });
      next();
    };
  }
}

function routeTemplate(req: Request, res: Response) {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.originalUrl.startsWith('/api'))
    return res.statusCode === 404 ? 'unmatched' : 'api-middleware';
  if (req.originalUrl.startsWith('/socket.io')) return 'socket.io';
  return 'web';
}

/** `/metrics` for the configured token only (constant-time compare); no token configured = not served here. */
export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res
        .status(expected ? 401 : 404)
        .json(
          expected
            ? { code: 'UNAUTHENTICATED', message: 'A metrics token is required' }
            : { code: 'NOT_FOUND', message: 'Not found' },
        );
      return;
    }
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metrics.registry.metrics());
  };
}
