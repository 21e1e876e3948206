import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from './api-router';
import { expressServerOptions } from './express-request';

/** The catalog's router mounted as the app mounts it: shared steps on /api, the router, then a 404 and the errors. */
function appWith(api: ApiRouter, steps: express.RequestHandler[] = []) {
  const app = express();
  if (steps.length > 0) app.use('/api', ...steps);
  app.use(api.router);
  app.use((_req, res) => void res.status(404).json({ code: 'NOT_FOUND', by: 'express' }));
  app.use(
    ((error: { status?: number; message: string }, _req, res, _next) =>
      void res
        .status(error.status ?? 500)
        .json({ code: 'ERROR', message: error.message })) as express.ErrorRequestHandler,
  );
  return app;
}

function routes() {
  const api = new ApiRouter();
  const add = (method: 'get' | 'post', path: string, answer: string, params?: z.ZodType) =>
    api.add({
      method,
      path,
      summary: answer,
      tags: ['t'],
      access: 'public',
      params,
      response: z.object({ answer: z.string(), id: z.number().optional() }),
      handler: ({ params: p }) => ({ answer, ...(p as object) }),
    });
  add('get', '/api/things', 'list');
  add('get', '/api/things/mine', 'mine');
  add('get', '/api/things/:id', 'one', z.object({ id: z.coerce.number() }));
  add('post', '/api/things', 'create');
  add('get', '/api/other/:id', 'other', z.object({ id: z.coerce.number() }));
  return api;
}

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function serve(app: express.Express, options: Parameters<typeof createServer>[0] = {}) {
  const server = createServer(options, app);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('ApiRouter on an Express router', () => {
  it('serves each route in registration order, with params', async () => {
    const http = supertest(appWith(routes()));
    expect((await http.get('/api/things')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things/mine')).body).toEqual({ answer: 'mine' });
    expect((await http.get('/api/things/7')).body).toEqual({ answer: 'one', id: 7 });
    expect((await http.post('/api/things')).body).toEqual({ answer: 'create' });
    expect((await http.get('/api/other/3')).body).toEqual({ answer: 'other', id: 3 });
  });

  it('matches as Express does: any letter case, a trailing slash, the query aside', async () => {
    const http = supertest(appWith(routes()));
    expect((await http.get('/API/Things')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things/')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things?page=2')).body).toEqual({ answer: 'list' });
  });

  it('passes on what no route takes: an unknown area, path or method', async () => {
    const http = supertest(appWith(routes()));
    for (const res of [
      await http.get('/api/nothing'),
      await http.get('/api'),
      await http.get('/api/things/7/more'),
      await http.delete('/api/things'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', by: 'express' });
    }
  });

  it('answers OPTIONS on a catalog path with the methods it takes, after the shared steps', async () => {
    const seen: string[] = [];
    const http = supertest(
      appWith(routes(), [(req, _res, next) => (seen.push(req.method), next())]),
    );
    const things = await http.options('/api/things');
    expect(things.status).toBe(200);
    expect(things.headers.allow).toBe('GET, HEAD, POST');
    expect(things.text).toBe('GET, HEAD, POST');
    expect((await http.options('/api/things/7')).headers.allow).toBe('GET, HEAD');
    expect(seen).toEqual(['OPTIONS', 'OPTIONS']);
    const elsewhere = await http.options('/api/nothing');
    expect(elsewhere.body).toEqual({ code: 'NOT_FOUND', by: 'express' });
  });

  it('takes a request target in absolute form by its path', async () => {
    const base = new URL(await serve(appWith(routes(), [(_req, _res, next) => next()])));
    // A raw request line: fetch and supertest always send the origin form.
    const get = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: base.hostname, port: base.port, path: target }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject).end();
      });
    expect(await get('http://takeoff.example/api/things/mine?x=1')).toEqual({
      status: 200,
      body: JSON.stringify({ answer: 'mine' }),
    });
    expect((await get('*')).status).toBe(404);
  });

  it('answers HEAD with a GET route, without a body', async () => {
    const res = await supertest(appWith(routes())).head('/api/things/mine');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(
      Buffer.byteLength(JSON.stringify({ answer: 'mine' })),
    );
    expect(res.text ?? '').toBe('');
  });

  it('decodes path params, and refuses a malformed escape after the shared steps with a 400', async () => {
    const seen: string[] = [];
    const api = new ApiRouter();
    api.add({
      method: 'get',
      path: '/api/words/:word',
      summary: 's',
      tags: ['t'],
      access: 'public',
      params: z.object({ word: z.string() }),
      response: z.object({ word: z.string() }),
      handler: ({ params }) => params,
    });
    const http = supertest(
      appWith(api, [(req, _res, next) => (seen.push(req.originalUrl), next())]),
    );
    expect((await http.get('/api/words/caf%C3%A9')).body).toEqual({ word: 'café' });
    const bad = await http.get('/api/words/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'ERROR', message: "Failed to decode param '%E0%A4%A'" });
    expect(seen).toEqual(['/api/words/caf%C3%A9', '/api/words/%E0%A4%A']);
  });

  it("runs the shared steps, then the route's own, and leaves the route's template on the request", async () => {
    const api = new ApiRouter();
    const order: string[] = [];
    api.add({
      method: 'get',
      path: '/api/steps/:id',
      summary: 's',
      tags: ['t'],
      access: 'public',
      before: [
        (req, _res, next) => (order.push(`before ${req.params.id} ${String(req.query.x)}`), next()),
      ],
      response: z.object({ ip: z.string(), route: z.string() }),
      handler: ({ req, res }) => {
        order.push('handler');
        res.setHeader('x-handler', 'yes');
        return { ip: req.ip ?? '', route: (req.route as { path: string }).path };
      },
    });
    const shared: express.RequestHandler = (req, res, next) => {
      order.push(`shared ${req.baseUrl}|${req.originalUrl}`);
      res.status(200);
      next();
    };
    const res = await supertest(appWith(api, [shared])).get('/api/steps/4?x=1');
    expect(res.status).toBe(200);
    expect(res.headers['x-handler']).toBe('yes');
    expect(res.body).toEqual({
      ip: expect.stringMatching(/127\.0\.0\.1/),
      route: '/api/steps/:id',
    });
    expect(order).toEqual(['shared /api|/api/steps/4?x=1', 'before 4 1', 'handler']);
  });

  it('counts what it mounted', () => {
    expect(routes().mountedRouteCount()).toBe(5);
  });

  it("answers the same whether the server's requests are born with Express's prototypes or get them per request", async () => {
    const build = () => {
      const prototypes: unknown[] = [];
      const api = new ApiRouter();
      api.add({
        method: 'get',
        path: '/api/echo/:word',
        summary: 's',
        tags: ['t'],
        access: 'public',
        params: z.object({ word: z.string() }),
        response: z.object({ word: z.string(), ip: z.string(), protocol: z.string() }),
        handler: ({ params, req, res }) => {
          prototypes.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res));
          res.cookie('seen', params.word, { httpOnly: true });
          return { ...params, ip: req.ip ?? '', protocol: req.protocol };
        },
      });
      const app = appWith(api);
      app.set('trust proxy', 'loopback');
      return { app, prototypes };
    };
    const plain = build();
    const born = build();
    const options = expressServerOptions(born.app);
    const answers = await Promise.all(
      [await serve(plain.app), await serve(born.app, options)].map(async (base) => {
        const res = await fetch(`${base}/api/echo/caf%C3%A9`, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        return {
          status: res.status,
          cookie: res.headers.get('set-cookie'),
          body: (await res.json()) as unknown,
        };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 200,
      cookie: 'seen=caf%C3%A9; Path=/; HttpOnly',
      body: { word: 'café', ip: '127.0.0.1', protocol: 'https' },
    });
    // Born with the prototypes Express sets: its setting changes nothing (a swap is what costs).
    expect(born.app.request).toBe(options.IncomingMessage!.prototype);
    expect(born.app.response).toBe(options.ServerResponse!.prototype);
    expect(born.prototypes).toEqual([born.app.request, born.app.response]);
    expect(plain.prototypes).toEqual([plain.app.request, plain.app.response]);
  });
});
