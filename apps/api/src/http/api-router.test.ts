import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from './api-router';
import { frontDoor } from './front-door';

/** The catalog behind the front door; Express answers what it passes on ('express 404'), errors get their status. */
function appWith(api: ApiRouter, steps: express.RequestHandler[] = []) {
  const app = express();
  app.use((_req, res) => res.status(404).json({ code: 'NOT_FOUND', by: 'express' }));
  const onError: express.ErrorRequestHandler = (error: { status?: number; message: string }, _req, res, _next) =>
    void res.status(error.status ?? 500).json({ code: 'ERROR', message: error.message });
  return supertest(frontDoor({ app, api, steps, onError }));
}

function routes() {
  const api = new ApiRouter();
  const add = (method: 'get' | 'post', path: string, answer: string, params?: z.ZodType) =>
    api.add({ method, path, summary: answer, tags: ['t'], access: 'public', params, response: z.object({ answer: z.string(), id: z.number().optional() }), handler: ({ params: p }) => ({ answer, ...(p as object) }) });
  add('get', '/api/things', 'list');
  add('get', '/api/things/mine', 'mine');
  add('get', '/api/things/:id', 'one', z.object({ id: z.coerce.number() }));
  add('post', '/api/things', 'create');
  add('get', '/api/other/:id', 'other', z.object({ id: z.coerce.number() }));
  return api;
}

describe('ApiRouter dispatch by area', () => {
  it('finds each route in its area, in registration order, with params', async () => {
    const http = appWith(routes());
    expect((await http.get('/api/things')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things/mine')).body).toEqual({ answer: 'mine' });
    expect((await http.get('/api/things/7')).body).toEqual({ answer: 'one', id: 7 });
    expect((await http.post('/api/things')).body).toEqual({ answer: 'create' });
    expect((await http.get('/api/other/3')).body).toEqual({ answer: 'other', id: 3 });
  });

  it('matches as Express does: any letter case, a trailing slash, the query aside', async () => {
    const http = appWith(routes());
    expect((await http.get('/API/Things')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things/')).body).toEqual({ answer: 'list' });
    expect((await http.get('/api/things?page=2')).body).toEqual({ answer: 'list' });
  });

  it('passes on what no route takes: an unknown area, path or method', async () => {
    const http = appWith(routes());
    for (const res of [await http.get('/api/nothing'), await http.get('/api'), await http.get('/api/things/7/more'), await http.delete('/api/things')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', by: 'express' });
    }
  });

  it('answers OPTIONS on a catalog path as Express did, after the shared steps, and leaves other paths to Express', async () => {
    const seen: string[] = [];
    const http = appWith(routes(), [(req, _res, next) => (seen.push(req.method), next())]);
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
    const listener = frontDoor({ app: express().use((_req, res) => void res.status(404).end()), api: routes(), steps: [], onError: (_e, _q, res) => void res.status(500).end() });
    const server = createServer(listener).listen(0, '127.0.0.1');
    await once(server, 'listening');
    // A raw request line: fetch and supertest always send the origin form.
    const get = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: target }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject).end();
      });
    try {
      expect(await get('http://takeoff.example/api/things/mine?x=1')).toEqual({ status: 200, body: JSON.stringify({ answer: 'mine' }) });
      expect((await get('*')).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('answers HEAD with a GET route, without a body', async () => {
    const res = await appWith(routes()).head('/api/things/mine');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify({ answer: 'mine' })));
    expect(res.text ?? '').toBe('');
  });

  it('decodes path params as Express does, and refuses a malformed escape after the shared steps with a 400', async () => {
    const seen: string[] = [];
    const api = new ApiRouter();
    api.add({ method: 'get', path: '/api/words/:word', summary: 's', tags: ['t'], access: 'public', params: z.object({ word: z.string() }), response: z.object({ word: z.string() }), handler: ({ params }) => params });
    const http = appWith(api, [(req, _res, next) => (seen.push(req.originalUrl), next())]);
    expect((await http.get('/api/words/caf%C3%A9')).body).toEqual({ word: 'café' });
    const bad = await http.get('/api/words/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'ERROR', message: "Failed to decode param '%E0%A4%A'" });
    expect(seen).toEqual(['/api/words/caf%C3%A9', '/api/words/%E0%A4%A']);
  });

  it('runs the shared steps, then the route\'s own, with Express\'s request and response', async () => {
    const api = new ApiRouter();
    const order: string[] = [];
    api.add({
      method: 'get',
      path: '/api/steps/:id',
      summary: 's',
      tags: ['t'],
      access: 'public',
      before: [(req, _res, next) => (order.push(`before ${req.params.id} ${String(req.query.x)}`), next())],
      response: z.object({ ip: z.string(), route: z.string() }),
      handler: ({ req, res }) => {
        order.push('handler');
        res.setHeader('x-handler', 'yes');
        return { ip: req.ip ?? '', route: req.apiRoute ?? '' };
      },
    });
    const shared: express.RequestHandler = (req, res, next) => {
      order.push(`shared ${req.baseUrl}|${req.originalUrl}`);
      res.status(200);
      next();
    };
    const http = appWith(api, [shared]);
    const res = await http.get('/api/steps/4?x=1');
    expect(res.status).toBe(200);
    expect(res.headers['x-handler']).toBe('yes');
    expect(res.body).toEqual({ ip: expect.stringMatching(/127\.0\.0\.1/), route: '/api/steps/:id' });
    expect(order).toEqual(['shared |/api/steps/4?x=1', 'before 4 1', 'handler']);
  });

  it('refuses a route whose area is not literal, and counts what it mounted', () => {
    const api = routes();
    expect(api.mountedRouteCount()).toBe(5);
    expect(() => api.add({ method: 'get', path: '/api/:area', summary: 's', tags: ['t'], access: 'public', handler: () => undefined })).toThrow(/literal/);
    expect(api.routes).toHaveLength(5);
  });
});
