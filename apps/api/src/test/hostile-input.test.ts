import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { createTestContext, signInAdmin, signUp, type SignedIn, type TestContext } from './harness';
import type { RouteEntry } from '../http/api-router';
import { NUL_MESSAGE } from '@takeoff/shared/common';
import { HOSTILE_IDS, HOSTILE_STRINGS, plausibleValue, stringFields } from './hostile-values';

/**
 * Generated invalid and edge-case input for every route in the catalog: every answer is a 4xx in
 * the error shape or a success — never a 5xx — and a batch answered only with 4xx wrote nothing.
 */
let ctx: TestContext;
let actors: { candidate: SignedIn; company: SignedIn; admin: SignedIn };

beforeAll(async () => {
  ctx = await createTestContext();
  actors = {
    candidate: await signUp(ctx, 'candidate'),
    company: await signUp(ctx, 'company'),
    admin: await signInAdmin(ctx),
  };
});

function actorFor(route: RouteEntry): Record<string, string> {
  if (route.access === 'public') return {};
  if (route.access === 'authenticated') return actors.candidate.auth;
  const role = route.access[0]!;
  return role === 'admin'
    ? actors.admin.auth
    : role === 'company'
      ? actors.company.auth
      : actors.candidate.auth;
}

const NEVER_EXISTING_ID = '2147483000';
const fillPath = (path: string, value: string) => path.replace(/:([A-Za-z0-9_]+)/g, () => value);

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await ctx.deps.database.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('sessions') order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    // A refused admin sign-in (or its password step, answered by asking for the code) is audited by design; every other row counts.
    const where =
      table_name === 'admin_audit_log'
        ? ` where action not in ('admin.sign_in_failed', 'admin.sign_in_code_requested')`
        : '';
    const [row] = await ctx.deps.database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}"${where}`,
    );
    out[table_name] = row!.n;
  }
  return out;
}

function expectSafe(status: number, body: unknown, what: string) {
  expect(status, `${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (status >= 400)
    expect(body, what).toMatchObject({ message: expect.any(String), code: expect.any(String) });
}

async function send(
  route: RouteEntry,
  url: string,
  payload?: { json?: unknown; raw?: { type: string; text: string } },
) {
  let req = ctx.http[route.method](url).set(actorFor(route)).set('Origin', 'http://localhost:3000');
  if (payload?.raw) req = req.set('Content-Type', payload.raw.type).send(payload.raw.text);
  // Sent as text so primitives and odd values reach the server exactly as JSON.
  else if (payload && 'json' in payload)
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(payload.json) ?? 'null');
  const res = await req;
  return { status: res.status, body: res.body as unknown };
}

describe('hostile input', () => {
  it('covers a non-empty catalog', () => {
    expect(ctx.api.routes.length).toBeGreaterThan(5);
  });

  // Routes that end sessions would sign the shared actors out mid-run.
  const skip = new Set(['post /api/auth/logout']);

  it(
    'never answers 5xx, and answers 4xx without writing, for every route',
    { timeout: 600_000 },
    async () => {
      for (const route of ctx.api.routes) {
        if (skip.has(`${route.method} ${route.path}`)) continue;
        const before = await tableCounts();
        const statuses: number[] = [];
        const check = async (url: string, payload: Parameters<typeof send>[2], what: string) => {
          const { status, body } = await send(route, url, payload);
          expectSafe(status, body, `${route.method.toUpperCase()} ${route.path} ${what}`);
          statuses.push(status);
        };
        const hasParams = route.path.includes(':');
        const baseUrl = fillPath(route.path, NEVER_EXISTING_ID);

        if (hasParams)
          for (const id of HOSTILE_IDS)
            await check(fillPath(route.path, encodeURIComponent(id)), undefined, `with id ${id}`);

        if (route.method === 'get' || route.method === 'delete') {
          await check(
            `${baseUrl}?limit=-5&cursor=%%%&q=${encodeURIComponent(HOSTILE_STRINGS[1]!)}&targetId=abc&targetType=x&format=exe`,
            undefined,
            'with junk query',
          );
          await check(
            `${baseUrl}?cursor=${'A'.repeat(300)}&limit=1e9`,
            undefined,
            'with oversized query',
          );
        }

        if (route.method !== 'get' && !route.input.multipart) {
          await check(
            baseUrl,
            { raw: { type: 'text/plain', text: 'not json' } },
            'with a text/plain body',
          );
          await check(
            baseUrl,
            { raw: { type: 'application/json', text: '['.repeat(40_000) + ']'.repeat(40_000) } },
            'with deep JSON',
          );
          await check(
            baseUrl,
            { raw: { type: 'application/json', text: '{"a":' } },
            'with malformed JSON',
          );
          await fc.assert(
            fc.asyncProperty(fc.anything({ maxDepth: 3 }), async (value) => {
              await check(
                baseUrl,
                { json: value },
                `with body ${JSON.stringify(value)?.slice(0, 80)}`,
              );
            }),
            { numRuns: 8, seed: 20261121 },
          );
          if (route.input.body) {
            const body = route.input.body as z.ZodType & { _zod: { def: Record<string, unknown> } };
            for (const field of stringFields(body)) {
              for (const text of HOSTILE_STRINGS) {
                const payload = plausibleValue(body, 'plausible text') as Record<string, unknown>;
                payload[field] = plausibleValue(
                  (body as unknown as z.ZodObject).shape[field] as never,
                  text,
                );
                await check(
                  baseUrl,
                  { json: payload },
                  `with ${field}=${JSON.stringify(text.slice(0, 30))}`,
                );
              }
            }
          }
        }

        if (statuses.length > 0 && statuses.every((s) => s >= 400)) {
          expect(
            await tableCounts(),
            `${route.method.toUpperCase()} ${route.path} wrote while refusing`,
          ).toEqual(before);
        }
      }
    },
  );

  it(
    'refuses NUL in every text field of every route with 400, naming the field, and writes nothing',
    { timeout: 300_000 },
    async () => {
      const before = await tableCounts();
      let checked = 0;
      for (const route of ctx.api.routes) {
        if (skip.has(`${route.method} ${route.path}`)) continue;
        const url = fillPath(route.path, NEVER_EXISTING_ID);
        const expectNul = (status: number, body: unknown, field: string, what: string) => {
          expect(
            status,
            `${route.method.toUpperCase()} ${route.path} ${what}: ${JSON.stringify(body).slice(0, 200)}`,
          ).toBe(400);
          expect(body).toMatchObject({
            code: 'VALIDATION_FAILED',
            issues: [{ path: [field], message: NUL_MESSAGE }],
          });
          checked++;
        };
        const query = route.input.query as
          (z.ZodType & { shape?: Record<string, unknown> }) | undefined;
        const queryKey = query?.shape ? Object.keys(query.shape)[0] : undefined;
        if (queryKey && (route.method === 'get' || route.method === 'delete')) {
          const { status, body } = await send(route, `${url}?${queryKey}=a%00b`);
          expectNul(status, body, queryKey, `with NUL in ?${queryKey}`);
        }
        if (route.input.body && !route.input.multipart) {
          const schema = route.input.body as z.ZodType & { _zod: { def: Record<string, unknown> } };
          for (const field of stringFields(schema)) {
            const payload = plausibleValue(schema, 'plausible text') as Record<string, unknown>;
            payload[field] = 'before\u0000after';
            const { status, body } = await send(route, url, { json: payload });
            expectNul(status, body, field, `with NUL in ${field}`);
          }
        }
      }
      // Multipart job creation reads its text fields through the same rule.
      const multipart = await ctx.http
        .post('/api/jobs')
        .set(actors.company.auth)
        .field('title', 'Pilot\u0000')
        .field('description', 'Fly');
      expect(multipart.status).toBe(400);
      expect(multipart.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['title'], message: NUL_MESSAGE }],
      });
      expect(checked).toBeGreaterThan(20);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('answers 400 INVALID_CURSOR to crafted cursors on every paged route, for every role', async () => {
    const crafted = [
      [1, '+020000-01-01T00:00:00Z', 1],
      [1, '-271821-04-20T00:00:00Z', 1],
      [999, '2026-11-24 10:00:00+00', 2_147_483_648],
      ['99999999999999999999999', 1],
      [-1],
      [0],
    ].map((values) => Buffer.from(JSON.stringify(values)).toString('base64url'));
    const paged = ctx.api.routes.filter(
      (r) =>
        r.method === 'get' &&
        (r.input.query as { shape?: Record<string, unknown> } | undefined)?.shape?.cursor,
    );
    expect(paged.length).toBeGreaterThan(5);
    for (const route of paged) {
      const url = fillPath(route.path, NEVER_EXISTING_ID);
      const roles =
        route.access === 'public' || route.access === 'authenticated'
          ? (['candidate', 'company', 'admin'] as const)
          : route.access;
      for (const role of roles) {
        for (const cursor of crafted) {
          const res = await ctx.http
            .get(`${url}?cursor=${cursor}`)
            .set(actors[role as keyof typeof actors].auth);
          expect(
            res.status,
            `${route.path} as ${role} with ${Buffer.from(cursor, 'base64url').toString()}: ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
          if (res.status === 400) expect(res.body.code).toBe('INVALID_CURSOR');
        }
      }
    }
    const grid = await ctx.http
      .get(`/api/candidate-pitches?cursor=${crafted[0]}`)
      .set(actors.admin.auth);
    expect(grid.status).toBe(400);
    expect(grid.body.code).toBe('INVALID_CURSOR');
  });
});
