import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from './api-router';

function appWith(api: ApiRouter) {
  const app = express();
  app.use(api.router);
  app.use((_req, res) => res.status(404).json({ code: 'NOT_FOUND' }));
  return supertest(app);
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
      expect(res.body).toEqual({ code: 'NOT_FOUND' });
    }
  });

  it('refuses a route whose area is not literal, and counts what it mounted', () => {
    const api = routes();
    expect(api.mountedRouteCount()).toBe(5);
    expect(() => api.add({ method: 'get', path: '/api/:area', summary: 's', tags: ['t'], access: 'public', handler: () => undefined })).toThrow(/literal/);
    expect(api.routes).toHaveLength(5);
  });
});
