import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { expect, it } from 'vitest';
import { requestLog } from './request-log';

function appWithLog(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, stream)));
  app.get(
    '/api/things/:id',
    (req, res) => void res.status(req.params.id === 'broken' ? 500 : 200).json({ id: req.id }),
  );
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/page', (_req, res) => void res.send('page'));
  return { app, lines };
}

it('gives each request an id, keeps a well-formed incoming one and echoes it', async () => {
  const { app } = appWithLog('info');
  const fresh = await request(app).get('/api/things/1');
  expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(fresh.body).toEqual({ id: fresh.headers['x-request-id'] });
  const kept = await request(app).get('/api/things/1').set('x-request-id', 'trace-42_a');
  expect(kept.headers['x-request-id']).toBe('trace-42_a');
  for (const bad of ['has space', 'x'.repeat(65), 'semi;colon']) {
    const replaced = await request(app).get('/api/things/1').set('x-request-id', bad);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
});

it('writes one line per API request with method, path (no query), status and time; 5xx at error level; not for health or pages', async () => {
  const { app, lines } = appWithLog('info');
  await request(app)
    .get('/api/things/1?token=link-secret')
    .set('authorization', 'Bearer secret-token')
    .set('cookie', 'takeoff_session=s');
  await request(app).get('/api/things/broken');
  await request(app).get('/api/health');
  await request(app).get('/page');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'GET', path: '/api/things/1' },
    res: { statusCode: 200 },
  });
  expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  expect(lines[1]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
  // Neither headers nor the query are logged, so no token, cookie or link secret reaches the logs.
  expect(JSON.stringify(lines)).not.toMatch(/secret-token|takeoff_session|link-secret/);
});

it('writes nothing and attaches nothing when the level leaves request lines out', async () => {
  const { app, lines } = appWithLog('warn');
  const res = await request(app).get('/api/things/broken');
  await new Promise((resolve) => setImmediate(resolve));
  expect(res.headers['x-request-id']).toBeTruthy();
  expect(lines).toHaveLength(0);
});
