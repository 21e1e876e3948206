import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from './api-router';
import { expressServerOptions, frontDoor } from './front-door';

/** One catalog route that leans on Express's request and response helpers, and an Express-only page. */
function build() {
  const app = express();
  app.set('trust proxy', 'loopback');
  const prototypes: unknown[] = [];
  const pagePrototypes: unknown[] = [];
  app.get('/page', (req, res) => {
    pagePrototypes.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res));
    res.type('text').send(`page ${String(req.query.q)}`);
  });
  app.use((_req, res) => void res.status(404).json({ code: 'NOT_FOUND' }));
  const api = new ApiRouter();
  api.add({
    method: 'get',
    path: '/api/echo/:word',
    summary: 's',
    tags: ['t'],
    access: 'public',
    params: z.object({ word: z.string() }),
    query: z.object({ n: z.coerce.number() }),
    response: z.object({ word: z.string(), n: z.number(), ip: z.string(), protocol: z.string() }),
    handler: ({ params, query, req, res }) => {
      prototypes.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res));
      res.cookie('seen', params.word, { httpOnly: true });
      return { ...params, ...query, ip: req.ip ?? '', protocol: req.protocol };
    },
  });
  const onError: express.ErrorRequestHandler = (error: { status?: number; message: string }, _req, res, _next) =>
    void res.status(error.status ?? 500).json({ code: 'ERROR', message: error.message });
  const listener = frontDoor({ app, api, steps: [], onError });
  return { app, listener, prototypes, pagePrototypes };
}

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function serve(listener: RequestListener, options: ServerOptions = {}) {
  const server = createServer(options, listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const read = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, body: await res.text(), cookie: res.headers.get('set-cookie'), type: res.headers.get('content-type') };
};

describe('the front door', () => {
  it("answers the same whether the server's requests are born with Express's prototypes or get them per request", async () => {
    const plain = build();
    const born = build();
    const options = expressServerOptions(born.app);
    const urls = [await serve(plain.listener), await serve(born.listener, options)];
    const answers = await Promise.all(
      urls.map(async (base) => [
        await read(`${base}/api/echo/caf%C3%A9?n=3`, { 'x-forwarded-proto': 'https' }),
        await read(`${base}/api/echo/x?n=many`),
        await read(`${base}/API/Echo/x/?n=1`),
        await read(`${base}/page?q=a`),
        await read(`${base}/api/nothing`),
      ]),
    );
    expect(answers[1]).toEqual(answers[0]);
    const [echo, invalid, loose, page, unknown] = answers[0]!;
    expect(echo).toMatchObject({ status: 200, cookie: 'seen=caf%C3%A9; Path=/; HttpOnly' });
    expect(JSON.parse(echo!.body)).toEqual({ word: 'café', n: 3, ip: '127.0.0.1', protocol: 'https' });
    expect(invalid!.status).toBe(400);
    expect(invalid!.body).toMatch(/Invalid query/);
    expect(JSON.parse(loose!.body)).toMatchObject({ word: 'x', n: 1 });
    expect(page).toMatchObject({ status: 200, body: 'page a' });
    expect(unknown).toMatchObject({ status: 404, body: '{"code":"NOT_FOUND"}' });

    // Born with the prototypes Express sets: its setting changes nothing (a swap is what costs).
    expect(born.app.request).toBe(options.IncomingMessage!.prototype);
    expect(born.app.response).toBe(options.ServerResponse!.prototype);
    expect(born.prototypes).toEqual([born.app.request, born.app.response, born.app.request, born.app.response]);
    expect(born.pagePrototypes).toEqual([born.app.request, born.app.response]);
    expect(plain.prototypes).toEqual([plain.app.request, plain.app.response, plain.app.request, plain.app.response]);
  });
});
