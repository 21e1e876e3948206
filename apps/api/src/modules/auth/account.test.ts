import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/auth';
import {
  createTestContext,
  signInAdmin,
  signUp,
  uniqueEmail,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { eventually, queuedMailTo, tokenOf } from '../../test/mail-queue';
import { ACCOUNT_MESSAGES } from './account-lifecycle.service';
import { describeDevice } from './sessions.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => {
  vi.useRealTimers();
});

const latestMail = async (email: string, template: string) =>
  eventually(async () =>
    (await queuedMailTo(ctx, email)).filter((m) => m.template === template).at(-1),
  );

async function resetLinkFor(who: SignedIn) {
  const before = (await queuedMailTo(ctx, who.user.email)).filter(
    (m) => m.template === 'password_reset',
  ).length;
  const res = await ctx.http.post('/api/auth/password-reset').send({ email: who.user.email });
  expect(res.status).toBe(202);
  const mail = await eventually(
    async () =>
      (await queuedMailTo(ctx, who.user.email)).filter((m) => m.template === 'password_reset')[
        before
      ],
  );
  expect(mail.params.url).toMatch(
    /^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
  );
  return tokenOf(mail.params.url);
}

const signIn = (email: string, password: string) =>
  ctx.http.post('/api/auth/login').send({ email, password });

describe('password reset', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const who = await signUp(ctx, 'candidate');
    const nobody = uniqueEmail('nobody');
    const known = await ctx.http.post('/api/auth/password-reset').send({ email: who.user.email });
    const unknown = await ctx.http.post('/api/auth/password-reset').send({ email: nobody });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    await latestMail(who.user.email, 'password_reset');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await queuedMailTo(ctx, nobody)).toEqual([]);
  });

  it('takes about the same time whether or not the account exists', async () => {
    const who = await signUp(ctx, 'candidate');
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const time = async (email: string) => {
      const started = performance.now();
      const res = await ctx.http.post('/api/auth/password-reset').send({ email });
      expect(res.status).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 25; i++) {
      known.push(await time(who.user.email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    // The answer goes out before any lookup: the medians differ by noise only.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it('sets the new password once, ends every session, verifies the address and mails a notice', async () => {
    const who = await signUp(ctx, 'company');
    const token = await resetLinkFor(who);
    const confirmed = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'a-new-long-password' });
    expect(confirmed.status).toBe(200);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(401);
    expect((await signIn(who.user.email, TEST_PASSWORD)).status).toBe(401);
    const signedIn = await signIn(who.user.email, 'a-new-long-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.emailVerified).toBe(true);
    await latestMail(who.user.email, 'password_changed');

    const again = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('checks a link when its page opens and says plainly whether it was used or has expired', async () => {
    const check = (token: string) =>
      ctx.http.post('/api/auth/password-reset/check').send({ token });
    const who = await signUp(ctx, 'candidate');
    const used = await resetLinkFor(who);
    expect((await check(used)).status).toBe(200);
    // Checking spends nothing: the link still sets the password.
    expect(
      (
        await ctx.http
          .post('/api/auth/password-reset/confirm')
          .send({ token: used, password: 'a-new-long-password' })
      ).status,
    ).toBe(200);
    const afterUse = await check(used);
    expect(afterUse.status).toBe(400);
    expect(afterUse.body).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: expect.stringMatching(/already used: your password was changed/),
    });

    const other = await signUp(ctx, 'company');
    const expiring = await resetLinkFor(other);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await check(expiring);
    vi.useRealTimers();
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/has expired .* Your password was not changed/);
    const unknown = await check('C'.repeat(43));
    expect(unknown.body).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: 'This reset link is invalid or has expired. Ask for a new one.',
    });
    expect((await check('short')).status).toBe(400);
  });

  it('refuses an expired link (30 minutes), an unknown one, and an older one once a newer was sent', async () => {
    const who = await signUp(ctx, 'candidate');
    const older = await resetLinkFor(who);
    const newer = await resetLinkFor(who);
    const voided = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token: older, password: 'a-new-long-password' });
    expect(voided.body.code).toBe('INVALID_RESET_TOKEN');
    const unknown = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'A'.repeat(43), password: 'a-new-long-password' });
    expect(unknown.status).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token: newer, password: 'a-new-long-password' });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_RESET_TOKEN');
    vi.useRealTimers();
    expect((await signIn(who.user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('holds the new password to the registration rules', async () => {
    const who = await signUp(ctx, 'candidate');
    const token = await resetLinkFor(who);
    const short = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'short' });
    expect(short.status).toBe(400);
    expect(
      (
        await ctx.http
          .post('/api/auth/password-reset/confirm')
          .send({ token, password: 'long-enough-password' })
      ).status,
    ).toBe(200);
  });

  it('never resets an admin account', async () => {
    await signInAdmin(ctx);
    const [admin] = await ctx.deps.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const res = await ctx.http.post('/api/auth/password-reset').send({ email: admin!.email });
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tokens = await ctx.deps.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, admin!.id));
    expect(tokens).toEqual([]);
  });

  it('limits requests per IP (429) and stops mailing an address past its limit while answering the same', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_PER_IP: '3',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '2',
    });
    const who = await signUp(limited, 'candidate');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await limited.http.post('/api/auth/password-reset').send({ email: who.user.email }))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await queuedMailTo(limited, who.user.email)).filter(
      (m) => m.template === 'password_reset',
    );
    expect(mails).toHaveLength(2);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session, ends the others and mails a notice', async () => {
    const who = await signUp(ctx, 'candidate');
    const other = await signIn(who.user.email, TEST_PASSWORD);
    const wrong = await ctx.http
      .post('/api/auth/change-password')
      .set(who.auth)
      .send({ currentPassword: 'not-my-password', newPassword: 'brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const ok = await ctx.http
      .post('/api/auth/change-password')
      .set(who.auth)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-password' });
    expect(ok.status).toBe(200);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(200);
    expect(
      (await ctx.http.get('/api/auth/me').set('Authorization', `Bearer ${other.body.token}`))
        .status,
    ).toBe(401);
    expect((await signIn(who.user.email, 'brand-new-password')).status).toBe(200);
    await latestMail(who.user.email, 'password_changed');
  });

  it('is not for admins: their password comes from the environment', async () => {
    const admin = await signInAdmin(ctx);
    const res = await ctx.http
      .post('/api/auth/change-password')
      .set(admin.auth)
      .send({ currentPassword: 'x', newPassword: 'brand-new-password' });
    expect(res.status).toBe(403);
  });
});

describe('email verification', () => {
  it('mails a link at registration; the link verifies the address once', async () => {
    const who = await signUp(ctx, 'candidate');
    expect(who.user.emailVerified).toBe(false);
    const mail = await latestMail(who.user.email, 'verify_email');
    expect(mail.params.url).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    const res = await ctx.http
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(mail.params.url) });
    expect(res.status).toBe(200);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).body.emailVerified).toBe(true);
    // Opened again once the address is confirmed: it says so instead of "invalid or expired".
    const again = await ctx.http
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(mail.params.url) });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your email address is already confirmed.');
    const unknown = await ctx.http.post('/api/auth/verify-email').send({ token: 'B'.repeat(43) });
    expect(unknown.body.code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('resends a link that replaces the first', async () => {
    const who = await signUp(ctx, 'company');
    const first = await latestMail(who.user.email, 'verify_email');
    const resend = await ctx.http.post('/api/auth/verify-email/resend').set(who.auth);
    expect(resend.status).toBe(202);
    const mails = (await queuedMailTo(ctx, who.user.email)).filter(
      (m) => m.template === 'verify_email',
    );
    expect(mails).toHaveLength(2);
    expect(
      (await ctx.http.post('/api/auth/verify-email').send({ token: tokenOf(first.params.url) }))
        .status,
    ).toBe(400);
    expect(
      (await ctx.http.post('/api/auth/verify-email').send({ token: tokenOf(mails[1]!.params.url) }))
        .status,
    ).toBe(200);
  });

  it('shows the state to admins', async () => {
    const who = await signUp(ctx, 'candidate');
    const admin = await signInAdmin(ctx);
    // Newest first: the account just made leads the first page.
    const before = await ctx.http.get('/api/admin/users').set(admin.auth);
    expect(before.body.items[0]).toMatchObject({ id: who.user.id, emailVerified: false });
    const mail = await latestMail(who.user.email, 'verify_email');
    await ctx.http.post('/api/auth/verify-email').send({ token: tokenOf(mail.params.url) });
    const after = await ctx.http.get('/api/admin/users').set(admin.auth);
    expect(after.body.items[0]).toMatchObject({ id: who.user.id, emailVerified: true });
  });
});

describe('change email', () => {
  it('moves the account only once the new address confirms, and tells the old one', async () => {
    const who = await signUp(ctx, 'candidate');
    const newEmail = uniqueEmail('moved');
    const asked = await ctx.http
      .post('/api/auth/change-email')
      .set(who.auth)
      .send({ newEmail, password: TEST_PASSWORD });
    expect(asked.status).toBe(202);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).body.email).toBe(who.user.email);
    const mail = await latestMail(newEmail, 'change_email_confirm');
    const confirmed = await ctx.http
      .post('/api/auth/change-email/confirm')
      .send({ token: tokenOf(mail.params.url) });
    expect(confirmed.status).toBe(200);
    const me = await ctx.http.get('/api/auth/me').set(who.auth);
    expect(me.body).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = await latestMail(who.user.email, 'email_changed');
    // The old address is told whom to write to if the change was not theirs: a real address, not 'support'.
    expect(notice.params).toMatchObject({ newEmail, supportEmail: 'privacy@takeoff.example' });
    expect((await signIn(newEmail, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a taken address (409) without saying whose, and a wrong password (400)', async () => {
    const who = await signUp(ctx, 'candidate');
    const other = await signUp(ctx, 'company');
    const taken = await ctx.http
      .post('/api/auth/change-email')
      .set(who.auth)
      .send({ newEmail: other.user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect(JSON.stringify(taken.body)).not.toContain(other.user.email);
    const wrong = await ctx.http
      .post('/api/auth/change-email')
      .set(who.auth)
      .send({ newEmail: uniqueEmail('x'), password: 'wrong-password-here' });
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
  });

  it('refuses the confirmation when someone took the address meanwhile', async () => {
    const who = await signUp(ctx, 'candidate');
    const newEmail = uniqueEmail('raced');
    await ctx.http
      .post('/api/auth/change-email')
      .set(who.auth)
      .send({ newEmail, password: TEST_PASSWORD });
    const mail = await latestMail(newEmail, 'change_email_confirm');
    await ctx.http
      .post('/api/auth/register')
      .send({ email: newEmail, name: 'Quick', password: TEST_PASSWORD, role: 'candidate' });
    const res = await ctx.http
      .post('/api/auth/change-email/confirm')
      .send({ token: tokenOf(mail.params.url) });
    expect(res.status).toBe(409);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).body.email).toBe(who.user.email);
  });

  it('voids a reset link mailed to the old address', async () => {
    const who = await signUp(ctx, 'candidate');
    const resetToken = await resetLinkFor(who);
    const newEmail = uniqueEmail('moved');
    await ctx.http
      .post('/api/auth/change-email')
      .set(who.auth)
      .send({ newEmail, password: TEST_PASSWORD });
    const mail = await latestMail(newEmail, 'change_email_confirm');
    await ctx.http.post('/api/auth/change-email/confirm').send({ token: tokenOf(mail.params.url) });
    const res = await ctx.http
      .post('/api/auth/password-reset/confirm')
      .send({ token: resetToken, password: 'a-new-long-password' });
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('sessions', () => {
  it('lists my sessions with their device, and revokes one or all others', async () => {
    const who = await signUp(ctx, 'company');
    const phone = await ctx.http
      .post('/api/auth/login')
      .set(
        'User-Agent',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      )
      .send({ email: who.user.email, password: TEST_PASSWORD });
    const laptop = await signIn(who.user.email, TEST_PASSWORD);
    const list = await ctx.http.get('/api/auth/sessions').set(who.auth);
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { id: number; device: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Mobile Safari on iOS (iPhone)');

    const phoneSession = (
      await ctx.http.get('/api/auth/sessions').set('Authorization', `Bearer ${phone.body.token}`)
    ).body.sessions.find((s: { current: boolean }) => s.current);
    expect(
      (await ctx.http.delete(`/api/auth/sessions/${phoneSession.id}`).set(who.auth)).status,
    ).toBe(204);
    // The revoked device hears why (its token named a session that is gone), not a bare "sign in".
    const revokedPhone = await ctx.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${phone.body.token}`);
    expect(revokedPhone.status).toBe(401);
    expect(revokedPhone.body.code).toBe('SESSION_ENDED');
    expect((await ctx.http.get('/api/auth/me')).body.code).toBe('UNAUTHENTICATED');

    const revoked = await ctx.http.post('/api/auth/sessions/revoke-others').set(who.auth);
    expect(revoked.body).toEqual({ revoked: 1 });
    expect(
      (await ctx.http.get('/api/auth/me').set('Authorization', `Bearer ${laptop.body.token}`))
        .status,
    ).toBe(401);
    expect((await ctx.http.get('/api/auth/me').set(who.auth)).status).toBe(200);
  });

  it('names devices from their user agent', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe('Firefox on Windows');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice(null, 'el')).toBe('Άγνωστη συσκευή');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
        'el',
      ),
    ).toBe('Firefox σε Windows');
  });
});

describe('registration', () => {
  it('queues the verification mail in the same transaction as the account', async () => {
    const email = uniqueEmail('atomic');
    await ctx.http
      .post('/api/auth/register')
      .send({ email, name: 'Atomic', password: TEST_PASSWORD, role: 'candidate' });
    // A second registration with the address fails and must queue nothing.
    await ctx.http
      .post('/api/auth/register')
      .send({ email, name: 'Again', password: TEST_PASSWORD, role: 'candidate' });
    const mails = (await queuedMailTo(ctx, email)).filter((m) => m.template === 'verify_email');
    expect(mails).toHaveLength(1);
    const [count] = (
      await ctx.deps.db.execute(
        sql`select count(*)::int as n from account_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
      )
    ).rows as { n: number }[];
    expect(count!.n).toBe(1);
  });
});
