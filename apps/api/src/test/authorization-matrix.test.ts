import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../db/schema/auth';
import { ApiRouter, type HttpMethod } from '../http/api-router';
import { addMember } from '../modules/org/org.fixtures';
import { createTestContext, signInAdmin, signUp, type SignedIn, type TestContext } from './harness';
import {
  MATRIX_ROLES,
  MEMBER_ROLES,
  memberExpectations,
  PRIVILEGED_FIELDS,
  giveConsent,
  nothingLeaked,
  type Expected,
  type FieldRow,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type MemberRequest,
  type MemberRole,
  type ObjectRow,
  type PreparedRequest,
} from './matrix';
import {
  bodyKeys,
  idInputs,
  memberMay,
  missingFieldRows,
  memberPermission,
  missingMemberExpectations,
  missingObjectRows,
  routeKey,
} from './matrix-catalog';
import { startWriteLog, type WriteLog } from './write-log';

interface MatrixModule {
  rows?: MatrixRow[];
  objectRows?: ObjectRow[];
  fieldRows?: FieldRow[];
  /** Privileged-named fields every caller of the route may set, by route key, with the reason. */
  openFields?: Record<string, Record<string, string>>;
}

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** Every `<area>.matrix.ts` of every module contributes its rows. */
async function loadMatrix() {
  const all = {
    rows: [] as MatrixRow[],
    objectRows: [] as ObjectRow[],
    fieldRows: [] as FieldRow[],
    openFields: {} as Record<string, Record<string, string>>,
  };
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(path.join(modulesDir, area.name))) {
      if (!file.endsWith('.matrix.ts')) continue;
      const mod = (await import(path.join(modulesDir, area.name, file))) as MatrixModule;
      all.rows.push(...(mod.rows ?? []));
      all.objectRows.push(...(mod.objectRows ?? []));
      all.fieldRows.push(...(mod.fieldRows ?? []));
      for (const [route, fields] of Object.entries(mod.openFields ?? {}))
        all.openFields[route] = { ...all.openFields[route], ...fields };
    }
  }
  return all;
}

const { rows, objectRows, fieldRows, openFields } = await loadMatrix();
// Created while collecting: the member runs are generated for the routes the router says are company routes.
const ctx: TestContext = await createTestContext();
let writes: WriteLog;
const fixtures: Partial<Record<'consented' | 'withoutConsent', MatrixFixture>> = {};

async function makeFixture(consented: boolean): Promise<MatrixFixture> {
  const people: Record<'candidate' | 'otherCandidate' | 'company' | 'otherCompany', SignedIn> = {
    candidate: await signUp(ctx, 'candidate'),
    otherCandidate: await signUp(ctx, 'candidate'),
    company: await signUp(ctx, 'company', undefined, { acceptTerms: false }),
    otherCompany: await signUp(ctx, 'company', undefined, { acceptTerms: false }),
  };
  if (consented) for (const who of Object.values(people)) await giveConsent(ctx, who);
  // Members join through the API, after their organisation decided about the Company Terms: they share its consent.
  const members: Record<MemberRole, SignedIn> = {
    recruiter: await addMember(ctx, people.company, 'recruiter', 'Matrix Recruiter'),
    interviewer: await addMember(ctx, people.company, 'interviewer', 'Matrix Interviewer'),
    assignedInterviewer: await addMember(
      ctx,
      people.company,
      'interviewer',
      'Matrix Assigned Interviewer',
    ),
    otherRecruiter: await addMember(
      ctx,
      people.otherCompany,
      'recruiter',
      'Matrix Other Recruiter',
    ),
  };
  return { ctx, consented, ...people, ...members, admin: await signInAdmin(ctx) };
}

beforeAll(async () => {
  fixtures.consented = await makeFixture(true);
  fixtures.withoutConsent = await makeFixture(false);
  writes = await startWriteLog(ctx.deps.db);
});

afterAll(async () => {
  await writes?.stop();
});

const matches = (want: Expected, got: number) =>
  typeof want === 'number' ? got === want : want.includes(got);

/** Sends one request; for a refused one (4xx), also what it wrote (which must be nothing). */
async function send(
  method: HttpMethod,
  url: string,
  prepared: PreparedRequest,
  auth: Record<string, string> | null,
) {
  let req = ctx.http[method](url);
  if (prepared.headers) req = req.set(prepared.headers);
  else if (auth) req = req.set(auth);
  if (prepared.attach) {
    for (const [name, value] of Object.entries(prepared.attach.fields ?? {}))
      req = req.field(name, value);
    req = req.attach(prepared.attach.field, prepared.attach.buffer, prepared.attach.filename);
  } else if (prepared.body !== undefined) {
    req = req.send(prepared.body as object);
  }
  const mark = await writes.mark();
  const res: Response = await req;
  return { res, wrote: res.status >= 400 ? await writes.since(mark) : [] };
}

describe('authorization matrix: the catalog is covered', () => {
  it('has a role row for every registered route exactly once, and nothing else', () => {
    const registered = ctx.api.routes.map((r) => routeKey(r.method, r.path)).sort();
    const listed = rows.map((r) => routeKey(r.method, r.path)).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registered);
  });

  it('has routes registered only through the API router', () => {
    expect(ctx.api.mountedRouteCount()).toBe(ctx.api.routes.length);
  });

  it('has an object row for every id a route takes (admin-only routes: their role rows)', () => {
    expect(
      missingObjectRows(ctx.api, objectRows),
      'add an object row (another user of the owner’s role) for each',
    ).toEqual([]);
  });

  it('has object rows only for real routes and ids, and says why a stranger may succeed', () => {
    const problems: string[] = [];
    for (const row of objectRows) {
      const route = ctx.api.routes.find((r) => r.method === row.method && r.path === row.path);
      const name = `${routeKey(row.method, row.path)} as ${row.as}`;
      if (!route) problems.push(`${name}: no such route`);
      else
        for (const id of row.ids)
          if (!idInputs(ctx.api, route).includes(id))
            problems.push(`${name}: the route takes no id '${id}'`);
      const succeeds = [row.expect].flat().some((s) => s < 400);
      if (succeeds !== Boolean(row.sharedBecause))
        problems.push(`${name}: sharedBecause is required exactly when a stranger succeeds`);
      if (row.as === 'admin') problems.push(`${name}: the caller must not be an admin`);
    }
    expect(problems).toEqual([]);
  });

  it('has a field row for every privileged field a write route accepts', () => {
    expect(
      missingFieldRows(ctx.api, fieldRows, openFields, PRIVILEGED_FIELDS),
      'add a field row, or an openFields entry saying why every caller may set it',
    ).toEqual([]);
  });

  it('would notice a new route with an id or a privileged field and no rows for them', () => {
    const api = new ApiRouter();
    api.add({
      method: 'put',
      path: '/api/widgets/:id',
      summary: 'A route added later',
      tags: ['matrix'],
      access: ['company'],
      params: z.object({ id: z.coerce.number() }),
      body: z.object({
        name: z.string(),
        status: z.string().optional(),
        ownerId: z.number().optional(),
      }),
      handler: () => undefined,
    });
    expect(missingObjectRows(api, objectRows)).toEqual([
      'PUT /api/widgets/:id → id',
      'PUT /api/widgets/:id → ownerId',
    ]);
    expect(
      missingFieldRows(api, fieldRows, openFields, PRIVILEGED_FIELDS).map((m) => m.split(' (')[0]),
    ).toEqual(['PUT /api/widgets/:id → status', 'PUT /api/widgets/:id → ownerId']);
  });

  it('says what company members get on every route interviewers may use', () => {
    expect(missingMemberExpectations(ctx.api, rows)).toEqual([]);
  });

  it('would notice a new route interviewers may use and no member expectations for it', () => {
    const api = new ApiRouter();
    for (const [path, orgPermission] of [
      ['/api/widgets/:id/read', 'applications.read'],
      ['/api/widgets/:id/work', undefined],
    ] as const) {
      api.add({
        method: 'get',
        path,
        summary: 'A route added later',
        tags: ['matrix'],
        access: ['company'],
        orgPermission,
        params: z.object({ id: z.coerce.number() }),
        handler: () => undefined,
      });
    }
    // A company route with the default permission derives its member expectations; the interviewers' one does not.
    expect(
      missingMemberExpectations(api, [{ method: 'get', path: '/api/widgets/:id/read' }]),
    ).toEqual([
      'GET /api/widgets/:id/read: interviewers may use it (applications.read); say what an unassigned and an assigned interviewer get',
    ]);
    expect(
      missingMemberExpectations(api, [
        {
          method: 'get',
          path: '/api/widgets/:id/read',
          members: { interviewer: 404, assignedInterviewer: 200 },
        },
      ]),
    ).toEqual([
      'GET /api/widgets/:id/read: the assigned interviewer succeeds; say how the job gets assigned (assign or prepare)',
    ]);
    expect(
      missingMemberExpectations(api, [
        {
          method: 'get',
          path: '/api/widgets/:id/read',
          members: { interviewer: 404, assignedInterviewer: 404 },
        },
      ]),
    ).toEqual([]);
    expect(
      missingMemberExpectations(api, [
        {
          method: 'get',
          path: '/api/widgets/:id/read',
          members: { interviewer: 200, assignedInterviewer: 200 },
        },
      ]),
    ).toEqual([]);
    expect(
      missingMemberExpectations(api, [
        {
          method: 'get',
          path: '/api/widgets/:id/read',
          members: { interviewer: 404, assignedInterviewer: 404 },
        },
        { method: 'get', path: '/api/widgets/:id/work', members: { interviewer: 200 } },
      ]),
    ).toEqual([]);
    api.add({
      method: 'get',
      path: '/api/widgets/mine',
      summary: 'Personal',
      tags: ['matrix'],
      access: 'authenticated',
      orgPermission: 'personal',
      handler: () => undefined,
    });
    const readRow = {
      method: 'get',
      path: '/api/widgets/:id/read',
      members: { interviewer: 404, assignedInterviewer: 404 },
    };
    expect(
      missingMemberExpectations(api, [
        readRow,
        { method: 'get', path: '/api/widgets/mine', members: { recruiter: 200 } },
      ]),
    ).toEqual(['GET /api/widgets/mine: member options on a route that is no company route']);
  });

  it('has a write log that sees a real write and ignores the session touch', async () => {
    const who = await signUp(ctx, 'candidate');
    const mark = await writes.mark();
    await ctx.deps.db
      .update(users)
      .set({ lastActiveAt: new Date() })
      .where(eq(users.id, who.user.id));
    expect(await writes.since(mark)).toEqual([]);
    await ctx.deps.db
      .update(users)
      .set({ name: 'Renamed by the matrix' })
      .where(eq(users.id, who.user.id));
    expect(await writes.since(mark)).toEqual(['users UPDATE']);
  });

  it('has field rows only for real write routes, with an outcome that matches the status', () => {
    const problems: string[] = [];
    for (const row of fieldRows) {
      const name = `${routeKey(row.method, row.path)} ${row.fields.join(', ')}`;
      if (
        !ctx.api.routes.some(
          (r) => r.method === row.method && r.path === row.path && r.method !== 'get',
        )
      )
        problems.push(`${name}: no such write route`);
      if ((row.outcome === 'refused') !== row.expect >= 400)
        problems.push(`${name}: outcome ${row.outcome} with status ${row.expect}`);
    }
    for (const [key, fields] of Object.entries(openFields)) {
      const route = ctx.api.routes.find((r) => routeKey(r.method, r.path) === key);
      for (const field of Object.keys(fields))
        if (!route || !bodyKeys(ctx.api, route).includes(field))
          problems.push(`openFields ${key} ${field}: not in the body`);
    }
    expect(problems).toEqual([]);
  });
});

function roleLevel(label: string, fixture: () => MatrixFixture) {
  describe(`authorization matrix: role level, ${label}`, () => {
    for (const row of rows) {
      it(routeKey(row.method, row.path), async () => {
        const f = fixture();
        const want: Record<MatrixRole, Expected> = {
          ...row.expect,
          ...(f.consented ? {} : row.withoutConsent),
        };
        const got: Partial<Record<MatrixRole, number>> = {};
        const wrote: Partial<Record<MatrixRole, string[]>> = {};
        for (const role of MATRIX_ROLES) {
          const prepared = (await row.prepare?.(f, role)) ?? {};
          const sent = await send(
            row.method,
            prepared.url ?? row.path,
            prepared,
            role === 'anonymous' ? null : f[role].auth,
          );
          got[role] = sent.res.status;
          if (sent.wrote.length > 0) wrote[role] = sent.wrote;
        }
        const ok = MATRIX_ROLES.every((r) => matches(want[r], got[r]!));
        expect(ok, `got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`).toBe(true);
        expect(wrote, 'refused requests must write nothing').toEqual({});
      });
    }

    for (const row of rows) {
      const route = ctx.api.routes.find((r) => r.method === row.method && r.path === row.path);
      const permission = route && memberPermission(route);
      if (!permission) continue;
      it(`${routeKey(row.method, row.path)} as company members (${permission})`, async () => {
        const f = fixture();
        const want = memberExpectations(row, permission, f.consented)!;
        const got: Partial<Record<MemberRole, string>> = {};
        const wrote: Partial<Record<MemberRole, string[]>> = {};
        for (const member of MEMBER_ROLES) {
          const expected = want[member];
          if (expected === undefined)
            throw new Error(
              `interviewers may use this route: the row's members must say what ${member} gets`,
            );
          const prepared: MemberRequest = row.members?.prepare
            ? await row.members.prepare(f, member)
            : ((await row.prepare?.(f, member === 'otherRecruiter' ? 'otherCompany' : 'company')) ??
              {});
          if (prepared.headers && !row.members?.prepare) {
            throw new Error(
              'the row’s request carries its own headers (a throwaway caller): give the row a members.prepare',
            );
          }
          if (member === 'assignedInterviewer' && !row.members?.prepare)
            await row.members?.assign?.(f, prepared);
          const sent = await send(row.method, prepared.url ?? row.path, prepared, f[member].auth);
          if (!matches(expected, sent.res.status))
            got[member] =
              `${sent.res.status} (expected ${JSON.stringify(expected)}) ${JSON.stringify(sent.res.body)}`;
          else await prepared.verify?.(sent.res);
          if (sent.wrote.length > 0) wrote[member] = sent.wrote;
        }
        expect(got, 'members got other answers').toEqual({});
        expect(wrote, 'refused requests must write nothing').toEqual({});
      });
    }

    it('leaves the fixture’s consent as it was', async () => {
      const f = fixture();
      for (const who of [
        f.candidate,
        f.otherCandidate,
        f.company,
        f.otherCompany,
        ...MEMBER_ROLES.map((m) => f[m]),
      ]) {
        const res = await ctx.http.get('/api/auth/consent-status').set(who.auth).expect(200);
        expect(res.body.required).toBe(!f.consented);
      }
    });
  });
}

roleLevel('with consent given', () => fixtures.consented!);
roleLevel('without consent', () => fixtures.withoutConsent!);

describe('authorization matrix: object level (another user of the owner’s role)', () => {
  for (const row of objectRows) {
    it(`${routeKey(row.method, row.path)} [${row.ids.join(', ')}] as ${row.as}`, async () => {
      const f = fixtures.consented!;
      const probe = await row.prepare(f);
      const { res, wrote } = await send(row.method, probe.url ?? row.path, probe, f[row.as].auth);
      expect(
        matches(row.expect, res.status),
        `got ${res.status} ${JSON.stringify(res.body)}, expected ${JSON.stringify(row.expect)}`,
      ).toBe(true);
      expect(wrote, 'a refused request must write nothing').toEqual([]);
      await probe.verify(res);
    });
  }
});

describe('authorization matrix: object level, another organisation’s recruiter (not its owner)', () => {
  // Every object row of another organisation's owner runs again as a recruiter of that organisation: the same
  // answer where recruiters may use the route (403 where their role may not), the same check that nothing of
  // `company`'s leaked or changed.
  for (const row of objectRows.filter((r) => r.as === 'otherCompany')) {
    const route = ctx.api.routes.find((r) => r.method === row.method && r.path === row.path);
    const permission = route && memberPermission(route);
    if (!permission) continue;
    it(`${routeKey(row.method, row.path)} [${row.ids.join(', ')}] as otherRecruiter`, async () => {
      const f = fixtures.consented!;
      const want = memberMay('recruiter', permission) ? row.expect : 403;
      const probe = await row.prepare(f);
      const { res, wrote } = await send(
        row.method,
        probe.url ?? row.path,
        probe,
        f.otherRecruiter.auth,
      );
      expect(
        matches(want, res.status),
        `got ${res.status} ${JSON.stringify(res.body)}, expected ${JSON.stringify(want)}`,
      ).toBe(true);
      expect(wrote, 'a refused request must write nothing').toEqual([]);
      if (matches(row.expect, res.status)) await probe.verify(res);
      else nothingLeaked(res);
    });
  }
});

describe('authorization matrix: field level (privileged fields)', () => {
  for (const row of fieldRows) {
    it(`${routeKey(row.method, row.path)} {${row.fields.join(', ')}} as ${row.as}: ${row.outcome}`, async () => {
      const f = fixtures.consented!;
      const probe = await row.prepare(f);
      const { res, wrote } = await send(
        row.method,
        probe.url ?? row.path,
        probe,
        row.as === 'anonymous' ? null : f[row.as].auth,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(row.expect);
      expect(wrote, 'a refused request must write nothing').toEqual([]);
      await probe.verify(res);
    });
  }
});
