import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { onceComputedHeaders } from '../app';

const appWith = (middleware: RequestHandler) => {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => res.json({ ok: true }));
  return app;
};

describe('onceComputedHeaders', () => {
  it('sets exactly the headers helmet sets itself', async () => {
    const options = {
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null },
      },
      crossOriginEmbedderPolicy: false,
    };
    const direct = await request(appWith(helmet(options))).get('/x');
    const computed = await request(appWith(onceComputedHeaders(helmet(options)))).get('/x');
    const strip = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date' && k !== 'etag'));
    expect(strip(computed.headers)).toEqual(strip(direct.headers));
    expect(computed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(computed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a middleware that does not finish synchronously', () => {
    expect(() => onceComputedHeaders((_req, _res, next) => void setTimeout(next, 0))).toThrow(
      /synchronously/,
    );
  });
});
