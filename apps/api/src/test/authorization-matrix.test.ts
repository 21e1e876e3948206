import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInAdmin, signUp, type TestContext } from './harness';
import { MATRIX_ROLES, type MatrixFixture, type MatrixRole, type MatrixRow } from './matrix';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** Every `<area>.matrix.ts` of every module contributes its rows. */
async function loadRows(): Promise<MatrixRow[]> {
  const rows: MatrixRow[] = [];
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(path.join(modulesDir, area.name))) {
      if (!file.endsWith('.matrix.ts')) continue;
      const mod = (await import(path.join(modulesDir, area.name, file))) as { rows: MatrixRow[] };
      rows.push(...mod.rows);
    }
  }
  return rows;
}

const rows = await loadRows();
let ctx: TestContext;
let fixture: MatrixFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  fixture = {
    ctx,
    candidate: await signUp(ctx, 'candidate'),
    otherCandidate: await signUp(ctx, 'candidate'),
    company: await signUp(ctx, 'company'),
    otherCompany: await signUp(ctx, 'company'),
    admin: await signInAdmin(ctx),
  };
});

const key = (method: string, p: string) => `${method.toUpperCase()} ${p}`;

describe('authorization matrix', () => {
  it('lists every registered route exactly once, and nothing else', () => {
    const registered = ctx.api.routes.map((r) => key(r.method, r.path)).sort();
    const listed = rows.map((r) => key(r.method, r.path)).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registered);
  });

  it('has routes registered only through the API router', () => {
    const stackRoutes = (ctx.api.router.stack as { route?: { path: string } }[]).filter((l) => l.route).length;
    expect(stackRoutes).toBe(ctx.api.routes.length);
  });

  for (const row of rows) {
    it(`${key(row.method, row.path)}`, async () => {
      const results: Partial<Record<MatrixRole, number>> = {};
      for (const role of MATRIX_ROLES) {
        const prepared = (await row.prepare?.(fixture, role)) ?? {};
        const url = prepared.url ?? row.path;
        let req = ctx.http[row.method](url);
        if (prepared.headers) req = req.set(prepared.headers);
        else if (role !== 'anonymous') req = req.set(fixture[role].auth);
        if (prepared.attach) {
          for (const [name, value] of Object.entries(prepared.attach.fields ?? {})) req = req.field(name, value);
          req = req.attach(prepared.attach.field, prepared.attach.buffer, prepared.attach.filename);
        } else if (prepared.body !== undefined) {
          req = req.send(prepared.body as object);
        }
        results[role] = (await req).status;
      }
      const expected = Object.fromEntries(MATRIX_ROLES.map((r) => [r, row.expect[r]]));
      const matches = MATRIX_ROLES.every((r) => {
        const want = row.expect[r];
        return typeof want === 'number' ? results[r] === want : want.includes(results[r]!);
      });
      expect(matches, `got ${JSON.stringify(results)}, expected ${JSON.stringify(expected)}`).toBe(true);
    });
  }
});
