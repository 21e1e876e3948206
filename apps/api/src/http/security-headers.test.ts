import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { onceComputedHeaders } from '../app';
import { inSequence } from './front-door';

const appWith = (middleware: RequestHandler) => {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => res.json({ ok: true }));
  return app;
};

describe('onceComputedHeaders', () => {
  it('sets exactly the headers helmet sets itself', async () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } }, crossOriginEmbedderPolicy: false };
    const direct = await request(appWith(helmet(options))).get('/x');
    const computed = await request(appWith(onceComputedHeaders(helmet(options)))).get('/x');
    const strip = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date' && k !== 'etag'));
    expect(strip(computed.headers)).toEqual(strip(direct.headers));
    expect(computed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(computed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a middleware that does not finish synchronously', () => {
    expect(() => onceComputedHeaders((_req, _res, next) => void setTimeout(next, 0))).toThrow(/synchronously/);
  });
});

describe('inSequence', () => {
  it('runs the steps in order and stops at the first error, sync or async', async () => {
    const seen: string[] = [];
    const step = (name: string): RequestHandler => (_req, _res, next) => {
      seen.push(name);
      next();
    };
    const app = express();
    app.use(
      inSequence([
        step('a'),
        async (_req, _res, next) => {
          seen.push('b');
          await Promise.resolve();
          next();
        },
        (req, _res, next) => (req.path === '/fail' ? next(new Error('stop')) : next()),
        async (req, _res, next) => {
          if (req.path === '/reject') throw new Error('rejected');
          next();
        },
        step('c'),
      ]),
    );
    app.get('/ok', (_req, res) => res.json(seen));
    app.use(((error: Error, _req, res, _next) => res.status(418).json({ error: error.message, seen })) as express.ErrorRequestHandler);
    const fail = await request(app).get('/fail');
    expect(fail.status).toBe(418);
    expect(fail.body).toEqual({ error: 'stop', seen: ['a', 'b'] });
    seen.length = 0;
    const rejected = await request(app).get('/reject');
    expect(rejected.body).toEqual({ error: 'rejected', seen: ['a', 'b'] });
    seen.length = 0;
    const ok = await request(app).get('/ok');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(['a', 'b', 'c']);
  });
});
