import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@takeoff/shared/consent';
import { loadConfig, parseTrustProxy } from '../config';
import { csrfOriginCheck } from './csrf';
import { errorHandler } from './error-handler';
import { createTestContext, signUp, testEnv, uniqueEmail, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('proxy trust', () => {
  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(() => loadConfig(testEnv({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('behind one proxy, takes the address the proxy saw, not the ones the client wrote', async () => {
    const behind = await createTestContext({
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    });
    {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        // A client rotating its own left-most entry; the proxy appends the real peer address last.
        const res = await behind.http
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${i}, 198.51.100.7`)
          .send({ email: uniqueEmail('proxy'), password: 'wrong-password' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    }
  });
});

describe('API responses', () => {
  it('carry Cache-Control: no-store', async () => {
    const res = await ctx.http.get('/api/health');
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await ctx.http.get('/api/auth/me');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('allow websockets to our own origin only', async () => {
    const res = await ctx.http.get('/api/health');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/connect-src[^;]*\b(ws|wss):/);
  });
});

describe('CSRF decision follows how the request authenticated', () => {
  const appAuthenticatedBy = (via: 'cookie' | 'bearer' | null) => {
    const app = express();
    app.use((req, _res, next) => {
      req.authVia = via;
      next();
    });
    app.use(csrfOriginCheck('http://localhost:3000'));
    app.post('/x', (_req, res) => res.status(204).end());
    app.use(errorHandler(ctx.deps.logger));
    return supertest(app);
  };

  it('checks a cookie-authenticated write whatever Authorization header it also carries', async () => {
    const forged = await appAuthenticatedBy('cookie')
      .post('/x')
      .set('Origin', 'https://evil.example')
      .set('Authorization', 'Bearer ');
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_REJECTED');
    expect(
      (await appAuthenticatedBy('cookie').post('/x').set('Origin', 'http://localhost:3000')).status,
    ).toBe(204);
    expect(
      (await appAuthenticatedBy('bearer').post('/x').set('Origin', 'https://evil.example')).status,
    ).toBe(204);
    expect(
      (await appAuthenticatedBy(null).post('/x').set('Origin', 'https://evil.example')).status,
    ).toBe(204);
  });

  it("compares with APP_ORIGIN only: an origin naming the request's own Host is not enough", async () => {
    const client = appAuthenticatedBy('cookie');
    const rebound = await client
      .post('/x')
      .set('Host', 'attacker.example')
      .set('Origin', 'http://attacker.example');
    expect(rebound.status).toBe(403);
    expect(rebound.body.code).toBe('CSRF_REJECTED');
    const byReferer = await client
      .post('/x')
      .set('Host', 'attacker.example')
      .set('Referer', 'http://attacker.example/page');
    expect(byReferer.status).toBe(403);
    expect(
      (
        await client
          .post('/x')
          .set('Host', 'attacker.example')
          .set('Referer', 'http://localhost:3000/account')
      ).status,
    ).toBe(204);
  });

  it('refuses a real cookie session from another origin', async () => {
    const agent = supertest.agent(ctx.app);
    await agent
      .post('/api/auth/register')
      .send({ email: uniqueEmail('csrf'), name: 'C', password: 'long-enough', role: 'candidate' })
      .expect(201);
    const forged = await agent.post('/api/auth/logout').set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
  });

  it('lets a real bearer client write from anywhere', async () => {
    const who = await signUp(ctx, 'candidate');
    const res = await ctx.http
      .post('/api/auth/logout')
      .set(who.auth)
      .set('Origin', 'https://elsewhere.example');
    expect(res.status).toBe(204);
  });
});

describe('API documentation', () => {
  it('is off in production unless API_DOCS=true', async () => {
    const production = { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(loadConfig(testEnv(production)).apiDocs).toBe(false);
    expect(loadConfig(testEnv({ ...production, API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(loadConfig(testEnv()).apiDocs).toBe(true);
    const off = await createTestContext({ API_DOCS: 'false' });
    expect((await off.http.get('/api/openapi.json')).status).toBe(404);
    expect((await off.http.get('/api/docs')).status).toBe(404);
    expect((await ctx.http.get('/api/openapi.json')).status).toBe(200);
  });
});

describe('CSV cells', () => {
  it('quote semicolons for spreadsheets that split on them', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(';leading')).toBe('";leading"');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('plain')).toBe('plain');
    expect(toCsv([{ a: 'x;y', b: 1 }], ['a', 'b'])).toBe('a,b\r\n"x;y",1\r\n');
  });
});
