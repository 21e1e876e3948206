import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  freshSession,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { sessions } from '../../db/schema/auth';
import { seedConsents } from './consent.seed';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
});

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Safari/537.36';
const countOf = async (table: typeof candidateConsents | typeof companyConsents) =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('candidate GDPR consent', () => {
  it('is required after registration, recorded from the session with IP, browser and session, and not asked again on another browser', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Eleni');
    const before = await ctx.http.get('/api/auth/consent-status').set(candidate.auth);
    // The test server keeps videos on its disk and has no speech-to-text service: the consent text says so.
    expect(before.body).toEqual({
      required: true,
      kind: 'candidate',
      latest: null,
      processing: { videoStorage: 'server', videoStorageHost: null, transcriptionService: null },
    });

    // The email and timestamp in the body (the seeds send them) cannot speak for someone else.
    const res = await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .set('User-Agent', UA)
      .send({
        email: 'someone-else@test.takeoff',
        consentGiven: true,
        consentTimestamp: '2000-01-01T00:00:00Z',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      consentGiven: true,
      termsVersion: '1.0',
      privacyVersion: '1.1',
    });
    expect(Date.now() - Date.parse(res.body.consentTimestamp)).toBeLessThan(60_000);

    const [row] = await ctx.deps.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.id, res.body.id));
    const [session] = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, candidate.user.id))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row).toMatchObject({
      userId: candidate.user.id,
      name: 'Eleni',
      email: candidate.user.email,
      consentGiven: true,
      userAgent: UA,
      sessionId: String(session!.id),
    });
    expect(row!.ipAddress).toMatch(/127\.0\.0\.1|::1/);

    const elsewhere = await freshSession(ctx, candidate);
    expect((await ctx.http.get('/api/auth/consent-status').set(elsewhere)).body).toMatchObject({
      required: false,
      kind: 'candidate',
    });
  });

  it('is withdrawn as easily as given: a withdrawal record is appended and consent is asked again', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const given = await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: true });
    const withdrawn = await ctx.http.post('/api/auth/gdpr-consent/withdraw').set(candidate.auth);
    expect(withdrawn.status).toBe(201);
    expect(withdrawn.body.consentGiven).toBe(false);
    const rows = await ctx.deps.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.userId, candidate.user.id))
      .orderBy(candidateConsents.id);
    expect(rows.map((r) => [r.id, r.consentGiven])).toEqual([
      [given.body.id, true],
      [withdrawn.body.id, false],
    ]);
    expect((await ctx.http.get('/api/auth/consent-status').set(candidate.auth)).body).toMatchObject(
      { required: true, latest: { consentGiven: false } },
    );
  });

  it('rejects bad input with 400 and stores nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const before = await countOf(candidateConsents);
    for (const body of [
      {},
      { consentGiven: 'yes' },
      { consentGiven: true, email: 'x'.repeat(300) },
    ]) {
      expect(
        (await ctx.http.post('/api/auth/gdpr-consent').set(candidate.auth).send(body)).status,
      ).toBe(400);
    }
    expect(await countOf(candidateConsents)).toBe(before);
  });

  it('answers admins with no consent needed', async () => {
    expect((await ctx.http.get('/api/auth/consent-status').set(admin.auth)).body).toEqual({
      required: false,
      kind: 'none',
      latest: null,
      processing: null,
    });
  });

  it('is asked again of a candidate who consented to an earlier text, and not of companies', async () => {
    const candidate = await signUp(ctx, 'candidate');
    // A consent given to version 1.0, before the text named Takeoff's video storage and speech-to-text.
    await ctx.deps.db.insert(candidateConsents).values({
      userId: candidate.user.id,
      name: candidate.user.name,
      email: candidate.user.email,
      consentGiven: true,
      termsVersion: '1.0',
      privacyVersion: '1.0',
    });
    expect((await ctx.http.get('/api/auth/consent-status').set(candidate.auth)).body).toMatchObject(
      {
        required: true,
        latest: { consentGiven: true, privacyVersion: '1.0' },
      },
    );
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: true })
      .expect(201);
    expect((await ctx.http.get('/api/auth/consent-status').set(candidate.auth)).body).toMatchObject(
      {
        required: false,
        latest: { privacyVersion: '1.1' },
      },
    );

    const company = await signUp(ctx, 'company');
    await ctx.http
      .post('/api/company-consent')
      .set(company.auth)
      .send({ termsVersion: '1.0', privacyVersion: '1.0' })
      .expect(201);
    expect((await ctx.http.get('/api/auth/consent-status').set(company.auth)).body).toMatchObject({
      required: false,
      processing: null,
    });
  });

  it('names the S3 storage host and the speech-to-text service when they are configured', async () => {
    const configured = await createTestContext({
      TRANSCRIBE_URL: 'http://speaches:8000',
      TRANSCRIBE_API_KEY: 'sk-never-shown',
      S3_BUCKET: 'takeoff-videos',
      S3_ENDPOINT: 'https://objects.example.eu',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const candidate = await signUp(configured, 'candidate');
    const status = await configured.http.get('/api/auth/consent-status').set(candidate.auth);
    expect(status.body.processing).toEqual({
      videoStorage: 's3',
      videoStorageHost: 'objects.example.eu',
      transcriptionService: 'speaches:8000 (Systran/faster-whisper-small)',
    });
    expect(JSON.stringify(status.body)).not.toMatch(/sk-never-shown|secret/);
  });
});

describe('company consent', () => {
  it('starts unconsented, records acceptance of the terms in force, and can be withdrawn', async () => {
    const company = await signUp(ctx, 'company', 'Acme', { acceptTerms: false });
    expect((await ctx.http.get('/api/company-consent/status').set(company.auth)).body).toEqual({
      hasConsented: false,
      latest: null,
    });
    expect((await ctx.http.get('/api/auth/consent-status').set(company.auth)).body).toMatchObject({
      required: true,
      kind: 'company',
    });

    const accepted = await ctx.http
      .post('/api/company-consent')
      .set(company.auth)
      .set('User-Agent', UA)
      .send({
        termsVersion: '1.0',
        privacyVersion: '1.0',
        companyEmail: 'spoof@test.takeoff',
        ipAddress: '',
      });
    expect(accepted.status).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(companyConsents)
      .where(eq(companyConsents.id, accepted.body.id));
    expect(row).toMatchObject({
      userId: company.user.id,
      name: 'Acme',
      email: company.user.email,
      consentGiven: true,
      userAgent: UA,
    });
    expect(row!.ipAddress).toBeTruthy();
    expect(
      (await ctx.http.get('/api/company-consent/status').set(company.auth)).body,
    ).toMatchObject({ hasConsented: true });

    const withdrawn = await ctx.http.post('/api/company-consent/withdraw').set(company.auth);
    expect(withdrawn.status).toBe(201);
    expect(
      (await ctx.http.get('/api/company-consent/status').set(company.auth)).body,
    ).toMatchObject({ hasConsented: false });
    expect(
      await ctx.deps.db
        .select()
        .from(companyConsents)
        .where(eq(companyConsents.userId, company.user.id)),
    ).toHaveLength(2);
  });

  it('refuses acceptance of outdated terms with 409 and records nothing', async () => {
    const company = await signUp(ctx, 'company', undefined, { acceptTerms: false });
    const before = await countOf(companyConsents);
    const res = await ctx.http
      .post('/api/company-consent')
      .set(company.auth)
      .send({ termsVersion: '0.9' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('OUTDATED_TERMS');
    expect(
      (await ctx.http.post('/api/company-consent').set(company.auth).send({ termsVersion: 7 }))
        .status,
    ).toBe(400);
    expect(await countOf(companyConsents)).toBe(before);
  });
});

describe('admin consent views', () => {
  it('lists candidate records newest first with totals, and pages by cursor', async () => {
    const a = await signUp(ctx, 'candidate', 'Alpha');
    const b = await signUp(ctx, 'candidate', 'Beta');
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(a.auth)
      .set('User-Agent', UA)
      .send({ consentGiven: true });
    await ctx.http.post('/api/auth/gdpr-consent').set(b.auth).send({ consentGiven: false });

    const first = await ctx.http.get('/api/admin/gdpr-consents?limit=1').set(admin.auth);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      expect.objectContaining({
        candidateName: 'Beta',
        candidateEmail: b.user.email,
        consentGiven: false,
      }),
    ]);
    const total = await countOf(candidateConsents);
    expect(first.body.summary.totalConsents).toBe(total);
    expect(first.body.summary.latestConsents).toBeGreaterThanOrEqual(2);
    expect(first.body.summary.uniqueCandidates).toBeLessThanOrEqual(total);
    const second = await ctx.http
      .get(`/api/admin/gdpr-consents?limit=1&cursor=${first.body.nextCursor}`)
      .set(admin.auth);
    expect(second.body.items).toEqual([
      expect.objectContaining({
        candidateName: 'Alpha',
        userAgent: UA,
        termsVersion: '1.0',
        privacyVersion: '1.1',
        loginSession: expect.any(String),
        ipAddress: expect.any(String),
      }),
    ]);
    expect(
      (await ctx.http.get('/api/admin/gdpr-consents?cursor=garbage').set(admin.auth)).status,
    ).toBe(400);
    expect((await ctx.http.get('/api/admin/gdpr-consents?limit=0').set(admin.auth)).status).toBe(
      400,
    );
  });

  it('lists company records and their summary', async () => {
    const company = await signUp(ctx, 'company', 'Globex', { acceptTerms: false });
    await ctx.http.post('/api/company-consent').set(company.auth).send({});
    const list = await ctx.http.get('/api/admin/company-consents').set(admin.auth);
    expect(list.body.items[0]).toMatchObject({
      companyId: company.user.id,
      companyName: 'Globex',
      companyEmail: company.user.email,
      consentGiven: true,
      sessionId: expect.any(String),
    });
    const summary = await ctx.http.get('/api/admin/company-consent-summary').set(admin.auth);
    expect(summary.body).toEqual({
      totalConsents: await countOf(companyConsents),
      uniqueCompanies: expect.any(Number),
      latestConsents: expect.any(Number),
    });
    expect(summary.body.uniqueCompanies).toBeGreaterThanOrEqual(1);
  });

  it('exports CSV with commas, semicolons, quotes and formula-leading cells escaped', async () => {
    const tricky = await signUp(ctx, 'candidate', '=HYPERLINK("http://evil"),"x"');
    const plus = await signUp(ctx, 'candidate', '+Smith, John');
    const semicolon = await signUp(ctx, 'candidate', 'Doe;Jane');
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(semicolon.auth)
      .set('User-Agent', ';first')
      .send({ consentGiven: true });
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(tricky.auth)
      .set('User-Agent', '@agent, "quoted"')
      .send({ consentGiven: true });
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(plus.auth)
      .set('User-Agent', '-cmd')
      .send({ consentGiven: true });

    const res = await ctx.http.get('/api/admin/gdpr-export?format=csv').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gdpr-consents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.text as string;
    expect(text.split('\n')[0]).toBe(
      'id,candidateName,candidateEmail,consentGiven,consentTimestamp,ipAddress,termsVersion,privacyVersion,loginSession,userAgent,accountDeletedAt',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil""),""x""",${tricky.user.email},true,`);
    expect(text).toContain(`"'@agent, ""quoted"""`);
    expect(text).toContain(`"'+Smith, John",${plus.user.email},true,`);
    expect(text).toContain(`,"'-cmd",`);
    expect(text).toContain(`"Doe;Jane",${semicolon.user.email},true,`);
    expect(text).toContain(`,";first",`);
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('exports JSON with every record', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Json Person');
    await ctx.http.post('/api/auth/gdpr-consent').set(candidate.auth).send({ consentGiven: true });
    const res = await ctx.http.get('/api/admin/gdpr-export?format=json').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const records = JSON.parse(res.text as string) as { candidateEmail: string }[];
    expect(records).toHaveLength(await countOf(candidateConsents));
    expect(records.map((r) => r.candidateEmail)).toContain(candidate.user.email);
    expect((await ctx.http.get('/api/admin/gdpr-export?format=xml').set(admin.auth)).status).toBe(
      400,
    );
    // Exports of personal data are audited.
    const audit = await ctx.http.get('/api/admin/audit-log').set(admin.auth);
    expect(audit.body.items[0]).toMatchObject({
      action: 'consent.export',
      adminId: admin.user.id,
      details: { format: 'json' },
    });
  });
});

describe('demo data', () => {
  it('records consent for demo accounts so they reach their dashboards', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const company = await signUp(ctx, 'company', undefined, { acceptTerms: false });
    await seedConsents(ctx.deps, { candidates: [candidate.user], companies: [company.user] });
    expect((await ctx.http.get('/api/auth/consent-status').set(candidate.auth)).body).toMatchObject(
      { required: false },
    );
    expect(
      (await ctx.http.get('/api/company-consent/status').set(company.auth)).body,
    ).toMatchObject({ hasConsented: true });
  });
});
