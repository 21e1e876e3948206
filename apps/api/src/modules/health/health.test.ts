import { describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createApp } from '../../app';
import { createTestContext, testEnv } from '../../test/harness';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { MailQueue } from '../mail/mail-queue';
import { JobQueue } from '../../background/job-queue';
import { Lifecycle } from '../../lifecycle';
import { Metrics } from '../../http/metrics';
import { NotificationService } from '../notifications/notifications.service';
import { VIDEO_PROCESSING_UNAVAILABLE } from '../../media-processing/ffmpeg';
import { DiskStorage } from '../../storage/disk-storage';
import { SessionSockets } from '../../realtime/session-sockets';

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const ctx = await createTestContext();
    const res = await ctx.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 503 in the error shape when the database is unreachable', async () => {
    // A pool pointed at a closed port: every query fails to connect.
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    pool.on('error', () => {});
    const db = drizzle(pool) as Database;
    const config = loadConfig(testEnv());
    const database = {
      db,
      kind: 'postgres' as const,
      query: async () => [],
      executeSql: async () => ({ rows: [] }),
      exclusively: <T>(_lock: number, work: () => Promise<T>) => work(),
      listen: async () => async () => {},
      close: () => pool.end(),
    };
    // Never started: nothing in these requests queues mail.
    const jobs = new JobQueue(database, { supervise: false, schedule: false });
    const mail = new MailQueue(jobs, { retryLimit: 0, retryDelaySeconds: 1 });
    const { app } = createApp({
      config,
      database,
      db,
      logger: pino({ level: 'silent' }),
      redis: null,
      notifications: new NotificationService(db),
      storage: new DiskStorage(config.DATA_DIR),
      sessionSockets: new SessionSockets(),
      jobs,
      mail,
      lifecycle: new Lifecycle(),
      metrics: new Metrics({ database, jobs }),
      videoProcessing: VIDEO_PROCESSING_UNAVAILABLE,
      transcriber: null,
    });
    const res = await supertest(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
    const me = await supertest(app).get('/api/auth/me').set('Authorization', 'Bearer some-token');
    expect(me.status).toBe(503);
    await pool.end();
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const ctx = await createTestContext();
    const res = await ctx.http.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI document listing every registered route', async () => {
    const ctx = await createTestContext();
    const res = await ctx.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    for (const route of ctx.api.routes) {
      expect(
        res.body.paths[route.openApiPath]?.[route.method],
        `${route.method} ${route.openApiPath}`,
      ).toBeDefined();
    }
    const docs = await ctx.http.get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui');
  });
});
