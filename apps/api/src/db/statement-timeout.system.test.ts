import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { openDatabase, type DatabaseHandle } from './client';

let cluster: PrivatePostgres | undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  // The server in DATABASE_URL (as in CI), else a private cluster: the limit is a PostgreSQL setting.
  let url = process.env.DATABASE_URL;
  if (!url) url = (cluster = await startPrivatePostgres()).url;
  handle = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 300 });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.destroy();
});

it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS and keeps the pool usable', async () => {
  await expect(handle.query('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
  expect(await handle.query('select 1 as one')).toEqual([{ one: 1 }]);
});

it('answers such a request 503 DATABASE_TIMEOUT with Retry-After, in the error shape', async () => {
  const app = express();
  app.get('/slow', async (_req, _res, next) => {
    try {
      await handle.query('select pg_sleep(3)');
    } catch (error) {
      next(error);
    }
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  const res = await request(app).get('/slow');
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('2');
  expect(res.body).toEqual({
    code: 'DATABASE_TIMEOUT',
    message: 'The request took too long, please retry',
  });
});
