import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  freshSession,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/harness';
import { users } from '../../db/schema/auth';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { gdprErasures } from '../../db/schema/gdpr';
import { notifications } from '../../db/schema/notifications';
import { buildGdprFixture } from './gdpr.fixture';
import { readUserReferences, rowsReferencing } from './user-references';
import { eraseUser } from './erasure.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type ExportBody = Record<string, unknown> & {
  index: { table: string; section: string; rows: number }[];
};

const exportOf = async (auth: Record<string, string>) => {
  const res = await ctx.http.get('/api/me/export').set(auth);
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="takeoff-data-export-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return JSON.parse(res.text as string) as ExportBody;
};

/** Rows anywhere in the database that still reference the user, table by table. */
/**
 * Every text or JSON column of every table that holds `needle`, as `table.column`. The consent tables are left
 * out: the law requires keeping the consent record (with its email) after erasure, marked as deleted.
 */
async function textColumnsHolding(needle: string) {
  const columns = await ctx.deps.database.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        and c.table_name not in ('candidate_consents', 'company_consents')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await ctx.deps.database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where position(lower($1) in lower("${column_name}"::text)) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function remainingReferences(userId: number) {
  const left: Record<string, number> = {};
  for (const ref of await readUserReferences(ctx.deps.db)) {
    const rows = await rowsReferencing(ctx.deps.db, ref, userId);
    if (rows.length > 0) left[ref.table] = rows.length;
  }
  return left;
}

describe('data export (Art. 20)', () => {
  it("lists every table that references users and carries the candidate's content in its sections", async () => {
    const f = await buildGdprFixture(ctx);
    const body = await exportOf(f.candidate.auth);
    const c = f.candidate.user.id;

    // Every table that references users appears in the index, so nothing can be silently left out, and so do the
    // video answers, which hang off the candidate's answer requests without a user column of their own.
    const refs = await readUserReferences(ctx.deps.db);
    expect(body.index.map((e) => e.table).sort()).toEqual(
      [...refs.map((r) => r.table), 'video_answers'].sort(),
    );
    const count = (table: string) => body.index.find((e) => e.table === table)?.rows ?? -1;
    // Every table the fixture filled for the candidate has rows in the export.
    for (const table of [
      'sessions',
      'applications',
      'saved_jobs',
      'candidate_pitches',
      'profile_views',
      'messages',
      'interviews',
      'join_requests',
      'ratings',
      'ranking_entries',
      'candidate_consents',
      'saved_videos',
      'waitlist_entries',
      'notifications',
      'notification_reads',
      'notification_watermarks',
      'retention_notices',
    ]) {
      expect(count(table), table).toBeGreaterThan(0);
    }

    expect(body.profile).toMatchObject({
      id: c,
      email: f.candidate.user.email,
      name: f.candidate.user.name,
      role: 'candidate',
    });
    expect(body.profile).not.toHaveProperty('passwordHash');
    expect(body.pitch).toMatchObject({ title: f.marks.pitchTitle });
    expect(body.applications).toEqual([
      expect.objectContaining({ coverMessage: f.marks.coverMessage }),
    ]);
    expect(body.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ body: f.marks.messageBody, senderId: c })]),
    );
    expect(body.ratingsGiven).toEqual([expect.objectContaining({ raterId: c, rating: 4 })]);
    // The candidate sees the score received, not who gave it.
    expect(body.ratingsReceived).toEqual([
      expect.not.objectContaining({ raterId: expect.anything() }),
    ]);
    // The same rule for views of the pitch: that it was viewed is the candidate's data, by which company is not.
    const other0 = body.otherRecords as Record<string, Record<string, unknown>[]>;
    expect(other0.profileViews).toHaveLength(1);
    expect(other0.profileViews![0]).not.toHaveProperty('companyId');
    expect(other0.profileViews![0]).toMatchObject({ candidateId: c });
    expect((body.ratingsReceived as { rating: number }[])[0]!.rating).toBe(5);
    expect(body.consents).toMatchObject({
      candidate: [expect.objectContaining({ consentGiven: true, termsVersion: '1.0' })],
    });
    expect(body.notifications).toEqual([
      expect.objectContaining({ title: 'New message', recipientId: c }),
    ]);
    expect(body.videos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'media_files',
          url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/media\/[0-9a-f]{32}$/),
        }),
        expect.objectContaining({ url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ]),
    );
    expect(count('media_files')).toBe(1);
    const other = body.otherRecords as Record<string, Record<string, unknown>[]>;
    expect(other.sessions!.length).toBeGreaterThan(0);
    expect(other.sessions![0]).not.toHaveProperty('tokenHash');
    // A company's private notes about the candidate are the company's, not the candidate's data.
    expect(JSON.stringify(body)).not.toContain(f.marks.noteBody);

    const company = await exportOf(f.company.auth);
    expect(JSON.stringify(company)).toContain(f.marks.noteBody);
    for (const table of [
      'jobs',
      'time_slots',
      'company_promos',
      'company_profiles',
      'candidate_notes',
      'company_consents',
      'application_events',
    ]) {
      expect(company.index.find((e) => e.table === table)?.rows ?? 0, table).toBeGreaterThan(0);
    }
  });

  it('needs a session', async () => {
    expect((await ctx.http.get('/api/me/export')).status).toBe(401);
  });
});

describe('erasure (Art. 17)', () => {
  it('leaves no row that references the candidate, keeps the consent records with the deletion noted, and deletes the files', async () => {
    const f = await buildGdprFixture(ctx);
    const c = f.candidate.user.id;
    expect(Object.keys(await remainingReferences(c)).length).toBeGreaterThan(10);

    const wrong = await ctx.http
      .post('/api/me/delete')
      .set(f.candidate.auth)
      .send({ password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, c))).toHaveLength(1);

    const other = await freshSession(ctx, f.candidate);
    expect(await ctx.deps.storage.stat(f.objects.candidate)).not.toBeNull();
    const res = await ctx.http
      .post('/api/me/delete')
      .set(f.candidate.auth)
      .send({ password: TEST_PASSWORD });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/takeoff_session=;/);

    expect(await remainingReferences(c)).toEqual({});
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, c))).toHaveLength(0);
    // The video file is gone from storage; the company's is untouched.
    expect(await ctx.deps.storage.stat(f.objects.candidate)).toBeNull();
    expect(await ctx.deps.storage.stat(f.objects.company)).not.toBeNull();
    // Every session ended, on every device.
    expect((await ctx.http.get('/api/auth/me').set(f.candidate.auth)).status).toBe(401);
    expect((await ctx.http.get('/api/auth/me').set(other)).status).toBe(401);
    // Notifications the candidate caused for others carried their name: gone too.
    const caused = await ctx.deps.db
      .select()
      .from(notifications)
      .where(sql`${notifications.message} like ${`%${f.marks.pitchTitle.slice(6)}%`}`);
    expect(caused).toHaveLength(0);

    const kept = await ctx.deps.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.email, f.candidate.user.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, consentGiven: true });
    expect(kept[0]!.accountDeletedAt).toBeInstanceOf(Date);
    const [log] = await ctx.deps.db
      .select()
      .from(gdprErasures)
      .where(eq(gdprErasures.erasedUserId, c));
    expect(log).toMatchObject({
      role: 'candidate',
      requestedBy: 'self',
      adminId: null,
      storageObjectsDeleted: 1,
    });

    // The company's side of the shared content survives, minus the candidate.
    expect(await remainingReferences(f.company.user.id)).toHaveProperty('jobs');
    expect(
      await ctx.http
        .post('/api/auth/login')
        .send({ email: f.candidate.user.email, password: TEST_PASSWORD }),
    ).toHaveProperty('status', 401);
  });

  it('lets an admin erase a company the same way, recording who did it', async () => {
    const f = await buildGdprFixture(ctx);
    const admin = await signInAdmin(ctx);
    const k = f.company.user.id;
    const result = await eraseUser(ctx.deps, k, { by: admin.user });
    expect(result).toEqual({ userId: k, storageObjectsDeleted: 1, storageObjectsFailed: 0 });
    expect(await ctx.deps.storage.stat(f.objects.company)).toBeNull();
    expect(await ctx.deps.storage.stat(f.objects.candidate)).not.toBeNull();
    expect(await remainingReferences(k)).toEqual({});
    const kept = await ctx.deps.db
      .select()
      .from(companyConsents)
      .where(eq(companyConsents.email, f.company.user.email));
    expect(kept).toEqual([
      expect.objectContaining({ userId: null, accountDeletedAt: expect.any(Date) }),
    ]);
    const [log] = await ctx.deps.db
      .select()
      .from(gdprErasures)
      .where(eq(gdprErasures.erasedUserId, k));
    expect(log).toMatchObject({ role: 'company', requestedBy: 'admin', adminId: admin.user.id });
    // The candidate's own rows stay; the ones shared with the erased company went with it.
    const left = await remainingReferences(f.candidate.user.id);
    expect(left).toHaveProperty('candidate_pitches');
    expect(left).not.toHaveProperty('messages');
  });

  it('leaves the erased user’s email and name in no table (the audit log names them by id and role), when an admin deletes them', async () => {
    const f = await buildGdprFixture(ctx);
    const admin = await signInAdmin(ctx);
    const { email, name } = f.candidate.user;
    expect(await textColumnsHolding(email)).not.toEqual([]);
    expect(
      (await ctx.http.delete(`/api/admin/users/${f.candidate.user.id}`).set(admin.auth)).status,
    ).toBe(204);
    expect(await textColumnsHolding(email)).toEqual([]);
    expect(await textColumnsHolding(name)).toEqual([]);
    expect(await remainingReferences(f.candidate.user.id)).toEqual({});
    const audit = await ctx.http.get('/api/admin/audit-log').set(admin.auth);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'user.delete',
        targetId: String(f.candidate.user.id),
        details: expect.objectContaining({ account: `candidate #${f.candidate.user.id}` }),
      }),
    );
  });

  it('refuses to erase an admin, an unknown user, or someone else for a non-admin', async () => {
    const admin = await signInAdmin(ctx);
    const candidate = await signUp(ctx, 'candidate');
    const victim = await signUp(ctx, 'candidate');
    await expect(eraseUser(ctx.deps, admin.user.id, { by: admin.user })).rejects.toMatchObject({
      status: 403,
      code: 'ADMIN_NOT_ERASABLE',
    });
    await expect(eraseUser(ctx.deps, 2_000_000_000, { by: admin.user })).rejects.toMatchObject({
      status: 404,
    });
    await expect(eraseUser(ctx.deps, victim.user.id, { by: candidate.user })).rejects.toMatchObject(
      { status: 403 },
    );
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, victim.user.id))).toHaveLength(
      1,
    );
  });

  it('rejects bad input with 400 and deletes nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    for (const body of [{}, { password: '' }, { password: 5 }, { password: 'x'.repeat(200) }]) {
      const res = await ctx.http.post('/api/me/delete').set(candidate.auth).send(body);
      expect(res.status).toBe(400);
    }
    expect((await ctx.http.get('/api/auth/me').set(candidate.auth)).status).toBe(200);
  });
});
