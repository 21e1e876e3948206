import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { mailDeliveries } from '../../db/schema/mail';
import {
  createTestContext,
  signUp,
  uniqueEmail,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/harness';
import { SmtpCapture } from '../../test/smtp-capture';
import { discardQueuedMail, eventually, queuedMailTo } from '../../test/mail-queue';
import { queueMail, unsubscribeLinks } from './mail.service';
import { startMailWorker } from './mail.worker';
import { UnsubscribeLinks } from './mail-links';
import { developmentTotpKey } from '../admin/totp-secret-box';

const fast = { MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' };
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function withWorker(env: Record<string, string>) {
  const ctx = await createTestContext({ ...fast, ...env });
  await discardQueuedMail(ctx);
  const worker = await startMailWorker(ctx.deps);
  stops.push(worker.stop);
  return ctx;
}

async function smtp() {
  const capture = await new SmtpCapture().start();
  stops.push(() => capture.stop());
  return capture;
}

const deliveriesOf = (ctx: TestContext, userId: number) =>
  ctx.deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.userId, userId));

describe('sending through SMTP', () => {
  it('delivers a reset mail with an HTML and a text part, and a link into the app', async () => {
    const capture = await smtp();
    const ctx = await withWorker({
      SMTP_URL: capture.url,
      MAIL_FROM: 'Takeoff <hello@takeoff.test>',
    });
    const who = await signUp(ctx, 'candidate', 'Maria Papadopoulou');
    await ctx.http.post('/api/auth/password-reset').send({ email: who.user.email });
    await eventually(async () =>
      capture.to(who.user.email).find((m) => m.subject === 'Reset your Takeoff password'),
    );
    const mail = capture
      .to(who.user.email)
      .find((m) => m.subject === 'Reset your Takeoff password')!;
    expect(mail.from?.value[0]?.address).toBe('hello@takeoff.test');
    expect(mail.text).toContain('Hi Maria Papadopoulou,');
    expect(mail.text).toMatch(
      /Choose a new password: http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('Reset your password');
    // Account mail carries no unsubscribe header: it cannot be turned off.
    expect(mail.headers.get('list-unsubscribe')).toBeUndefined();
  });

  it('escapes what users wrote into the HTML part', async () => {
    const capture = await smtp();
    const ctx = await withWorker({ SMTP_URL: capture.url });
    const who = await signUp(ctx, 'candidate', '<img src=x onerror=alert(1)>');
    const mail = (await eventually(async () =>
      capture.to(who.user.email).find((m) => m.subject?.startsWith('Confirm your email')),
    ))!;
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps mail while the server is down and sends it once it is back', async () => {
    const capture = await smtp();
    const ctx = await withWorker({ SMTP_URL: capture.url });
    await capture.stop();
    const who = await signUp(ctx, 'company');
    // Give the worker time to try and fail at least once.
    await eventually(async () =>
      (await queuedMailTo(ctx, who.user.email)).find((m) => m.state === 'retry'),
    );
    await capture.start();
    const arrived = await eventually(async () => capture.to(who.user.email)[0], 20_000);
    expect(arrived.subject).toBe('Confirm your email address for Takeoff');
    // The worker records the delivery just after the server took it.
    await eventually(async () => (await deliveriesOf(ctx, who.user.id)).length > 0);
    expect((await deliveriesOf(ctx, who.user.id)).map((d) => d.status)).toEqual(['sent']);
  });

  it('retries a temporary refusal (4xx) and records a permanent one (5xx) as failed, without retrying it', async () => {
    const capture = await smtp();
    const ctx = await withWorker({ SMTP_URL: capture.url });
    capture.refuseWith = 451;
    const first = await signUp(ctx, 'candidate');
    await eventually(async () =>
      (await queuedMailTo(ctx, first.user.email)).find((m) => m.state === 'retry'),
    );
    capture.refuseWith = null;
    await eventually(async () => capture.to(first.user.email)[0], 20_000);

    capture.refuseWith = 550;
    const second = await signUp(ctx, 'candidate');
    await eventually(async () =>
      (await deliveriesOf(ctx, second.user.id)).find((d) => d.status === 'failed'),
    );
    const attempts = capture.attempts;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(capture.attempts).toBe(attempts);
    const [job] = await queuedMailTo(ctx, second.user.email);
    expect(job!.state).toBe('completed');
    expect((await deliveriesOf(ctx, second.user.id))[0]!.detail).toContain('550');
  });

  it('sends each mail once with two instances working the queue', async () => {
    const capture = await smtp();
    const one = await withWorker({ SMTP_URL: capture.url });
    const two = await createTestContext({ ...fast, SMTP_URL: capture.url });
    const second = await startMailWorker(two.deps);
    stops.push(second.stop);
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('once'));
    for (const email of addresses)
      await queueMail(
        one.deps,
        one.deps.db,
        'password_changed',
        { email, userId: null },
        { name: 'Once' },
      );
    await eventually(async () => addresses.every((a) => capture.to(a).length > 0), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(addresses.map((a) => capture.to(a).length)).toEqual(addresses.map(() => 1));
  });
});

describe('the recipient’s language', () => {
  it('writes to a Greek-preferring user in Greek (subject, body, button, unsubscribe) and to everyone else in English', async () => {
    const capture = await smtp();
    const ctx = await withWorker({ SMTP_URL: capture.url });
    const greekEmail = uniqueEmail('el');
    const registered = await ctx.http.post('/api/auth/register').send({
      email: greekEmail,
      name: 'Ελένη Παπαδοπούλου',
      password: TEST_PASSWORD,
      role: 'candidate',
      locale: 'el',
    });
    expect(registered.status).toBe(201);
    const verify = await eventually(async () => capture.to(greekEmail)[0]);
    expect(verify.subject).toBe('Επιβεβαιώστε τη διεύθυνση email σας για το Takeoff');
    expect(verify.text).toContain('Γεια σας Ελένη Παπαδοπούλου,');
    expect(verify.text).toMatch(
      /Επιβεβαίωση της διεύθυνσής μου: http:\/\/localhost:3000\/verify-email\?token=/,
    );
    expect(verify.html).toContain('lang="el"');
    expect(verify.text).not.toMatch(/Confirm|Hi |Please/);

    // A choice made later counts for the next mail; English again once switched back.
    const who = await signUp(ctx, 'candidate', 'Nikos');
    await eventually(async () => capture.to(who.user.email)[0]);
    expect(capture.to(who.user.email)[0]!.subject).toBe('Confirm your email address for Takeoff');
    await ctx.http.patch('/api/me').set(who.auth).send({ locale: 'el' }).expect(200);
    await ctx.http.post('/api/auth/password-reset').send({ email: who.user.email });
    const reset = await eventually(async () =>
      capture.to(who.user.email).find((m) => m.subject === 'Επαναφορά του κωδικού σας στο Takeoff'),
    );
    expect(reset.text).toContain('Γεια σας Nikos,');
    expect(reset.text).toContain(
      'Επιλέξτε νέο κωδικό: http://localhost:3000/reset-password?token=',
    );
    expect(reset.text).toContain('— Takeoff');
  });

  it('invites someone without an account in the inviter’s language, with the date written in it', async () => {
    const capture = await smtp();
    const ctx = await withWorker({ SMTP_URL: capture.url });
    const owner = await signUp(ctx, 'company', 'Αερογραμμές Αιγαίου');
    await ctx.http.patch('/api/me').set(owner.auth).send({ locale: 'el' }).expect(200);
    const address = uniqueEmail('invitee');
    await ctx.http
      .post('/api/org/invitations')
      .set(owner.auth)
      .send({ email: address, role: 'interviewer' })
      .expect(201);
    const mail = await eventually(async () => capture.to(address)[0]);
    // The organisation's name is the inviter's choice: it stays out of the subject a stranger sees first.
    expect(mail.subject).toBe('Πρόσκληση να γίνετε μέλος μιας ομάδας στο Takeoff');
    expect(mail.text).toContain('Αερογραμμές Αιγαίου');
    expect(mail.text).toContain('ως συνεντευκτής');
    // The expiry date in Greek ("8 Μαΐου 2026"), not the ISO date English mail shows.
    expect(mail.text).toMatch(/έως \d{1,2} [Α-Ωα-ωάέήίόύώϊϋΐΰ]+ \d{4}\./);
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail as an RFC 5322 file a person can open', async () => {
    const ctx = await withWorker({});
    const who = await signUp(ctx, 'candidate', 'Outbox Reader');
    const outbox = path.join(ctx.deps.config.DATA_DIR, 'outbox');
    const files = await eventually(async () =>
      (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')),
    );
    const raw = await readFile(path.join(outbox, files[0]!));
    expect(raw.toString('latin1')).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(
      who.user.email,
    );
    expect(mail.subject).toBe('Confirm your email address for Takeoff');
    expect(mail.text).toContain('Hi Outbox Reader,');
    expect(mail.html).toContain('/verify-email?token=');
  });
});

describe('preferences and unsubscribing', () => {
  it('defaults to interviews, applications and messages on and the digest off; saves changes', async () => {
    const ctx = await createTestContext();
    const who = await signUp(ctx, 'company');
    const got = await ctx.http.get('/api/me/notification-preferences').set(who.auth);
    expect(got.body).toEqual({
      email: { interviews: true, applications: true, messages: true, digest: false },
    });
    const next = { email: { interviews: false, applications: true, messages: true, digest: true } };
    expect(
      (await ctx.http.put('/api/me/notification-preferences').set(who.auth).send(next)).body,
    ).toEqual(next);
    expect((await ctx.http.get('/api/me/notification-preferences').set(who.auth)).body).toEqual(
      next,
    );
    const unknownKind = await ctx.http
      .put('/api/me/notification-preferences')
      .set(who.auth)
      .send({ email: { ...next.email, sms: true } });
    expect(unknownKind.status).toBe(400);
  });

  it('turns one kind off with the signed one-click link (RFC 8058), without signing in; a forged link changes nothing', async () => {
    const ctx = await createTestContext();
    const who = await signUp(ctx, 'candidate');
    const links = unsubscribeLinks(ctx.deps);
    const token = links.token(who.user.id, 'messages');
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await ctx.http
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(forged)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_UNSUBSCRIBE_LINK');
    const [, , expiry, otherUser] = links.token(who.user.id + 1, 'messages').split('.');
    expect(
      (
        await ctx.http
          .post('/api/mail/unsubscribe')
          .send({ token: `${who.user.id}.messages.${expiry}.${otherUser}` })
      ).status,
    ).toBe(400);
    expect(
      (await ctx.http.get('/api/me/notification-preferences').set(who.auth)).body.email.messages,
    ).toBe(true);

    const res = await ctx.http
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('messages');
    expect(
      (await ctx.http.get('/api/me/notification-preferences').set(who.auth)).body.email,
    ).toEqual({ interviews: true, applications: true, messages: false, digest: false });
  });
});

describe('unsubscribe links (#36.10)', () => {
  it('cannot be forged with the published development key: the installation has a random key of its own, kept in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'takeoff-key-'));
    const ctx = await createTestContext({ DATA_DIR: dataDir });
    const who = await signUp(ctx, 'candidate');
    const published = new UnsubscribeLinks(developmentTotpKey(), ctx.deps.config.appOrigin, 90);
    const forged = await ctx.http
      .post('/api/mail/unsubscribe')
      .send({ token: published.token(who.user.id, 'messages') });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_UNSUBSCRIBE_LINK');
    expect(readFileSync(path.join(dataDir, 'installation-key'), 'utf8').trim()).toMatch(
      /^[0-9a-f]{64}$/,
    );
    // A restart (or a second process) on the same DATA_DIR keeps the key: links already mailed still work.
    const restarted = await createTestContext({ DATA_DIR: dataDir });
    const token = unsubscribeLinks(ctx.deps).token(who.user.id, 'messages');
    expect((await restarted.http.post('/api/mail/unsubscribe').send({ token })).status).toBe(200);
    const elsewhere = await createTestContext();
    expect((await elsewhere.http.post('/api/mail/unsubscribe').send({ token })).body.code).toBe(
      'INVALID_UNSUBSCRIBE_LINK',
    );
  });

  it('expire: an old link gets a clear answer and changes nothing', async () => {
    const ctx = await createTestContext({ UNSUBSCRIBE_LINK_DAYS: '30' });
    const who = await signUp(ctx, 'candidate');
    const old = unsubscribeLinks(ctx.deps).token(
      who.user.id,
      'messages',
      new Date(Date.now() - 31 * 86_400_000),
    );
    const res = await ctx.http.post('/api/mail/unsubscribe').send({ token: old });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'UNSUBSCRIBE_LINK_EXPIRED',
      message: expect.stringContaining('expired'),
    });
    expect(
      (await ctx.http.get('/api/me/notification-preferences').set(who.auth)).body.email.messages,
    ).toBe(true);
    const fresh = unsubscribeLinks(ctx.deps).token(
      who.user.id,
      'messages',
      new Date(Date.now() - 29 * 86_400_000),
    );
    expect((await ctx.http.post('/api/mail/unsubscribe').send({ token: fresh })).status).toBe(200);
  });
});

describe('personal data', () => {
  it('erasure drops the mail still queued for the user; the export carries the preferences', async () => {
    const ctx = await createTestContext();
    const who = await signUp(ctx, 'candidate');
    await ctx.http
      .put('/api/me/notification-preferences')
      .set(who.auth)
      .send({ email: { interviews: false, applications: true, messages: true, digest: false } });
    const exported = await ctx.http.get('/api/me/export').set(who.auth);
    expect(exported.body.mailPreferences).toEqual({
      interviews: false,
      applications: true,
      messages: true,
      digest: false,
    });

    expect(await queuedMailTo(ctx, who.user.email)).toHaveLength(1);
    const erased = await ctx.http
      .post('/api/me/delete')
      .set(who.auth)
      .send({ password: TEST_PASSWORD });
    expect(erased.status, JSON.stringify(erased.body)).toBeLessThan(300);
    expect(await queuedMailTo(ctx, who.user.email)).toEqual([]);
  });
});
