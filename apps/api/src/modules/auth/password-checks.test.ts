import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  freshSession,
  signUp,
  uniqueEmail,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/harness';

/** Guessing the current password through a stolen session: every route that checks it shares one limit. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    PASSWORD_CHECKS_PER_SESSION: '5',
    PASSWORD_CHECKS_PER_ACCOUNT: '8',
  });
});

describe('routes that check the current password', () => {
  it('refuse a session with 429 after the limit: 40 guesses on change-password', async () => {
    const who = await signUp(ctx, 'candidate');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await ctx.http
        .post('/api/auth/change-password')
        .set(who.auth)
        .send({ currentPassword: `guess-number-${i}`, newPassword: 'brand-new-password' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
      }
    }
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(35).fill(429)]);
    // Even the right password is refused on that session now: the guesses cannot go on.
    const right = await ctx.http
      .post('/api/auth/change-password')
      .set(who.auth)
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-password' });
    expect(right.status).toBe(429);
  });

  it('count per account across sessions and across the four routes', async () => {
    const who = await signUp(ctx, 'company');
    const second = await freshSession(ctx, who);
    const third = await freshSession(ctx, who);
    const guesses = [
      () =>
        ctx.http
          .post('/api/auth/change-email')
          .set(who.auth)
          .send({ newEmail: uniqueEmail('moved'), password: 'wrong-guess-1' }),
      () => ctx.http.post('/api/me/delete').set(who.auth).send({ password: 'wrong-guess-2' }),
      () => ctx.http.post('/api/org/delete').set(who.auth).send({ password: 'wrong-guess-3' }),
      () =>
        ctx.http
          .post('/api/auth/change-password')
          .set(second)
          .send({ currentPassword: 'wrong-guess-4', newPassword: 'brand-new-password' }),
      () => ctx.http.post('/api/me/delete').set(second).send({ password: 'wrong-guess-5' }),
      () => ctx.http.post('/api/org/delete').set(second).send({ password: 'wrong-guess-6' }),
      () =>
        ctx.http
          .post('/api/auth/change-email')
          .set(third)
          .send({ newEmail: uniqueEmail('moved'), password: 'wrong-guess-7' }),
      () =>
        ctx.http
          .post('/api/auth/change-password')
          .set(third)
          .send({ currentPassword: 'wrong-guess-8', newPassword: 'brand-new-password' }),
      () => ctx.http.post('/api/me/delete').set(third).send({ password: 'wrong-guess-9' }),
    ];
    const statuses: number[] = [];
    for (const guess of guesses) statuses.push((await guess()).status);
    expect(statuses).toEqual([400, 403, 403, 400, 403, 403, 400, 400, 429]);
  });

  it('take back a right password: changing it does not use up the limit', async () => {
    const who = await signUp(ctx, 'candidate');
    let password = TEST_PASSWORD;
    for (let i = 0; i < 7; i++) {
      const next = `changed-password-${i}`;
      const res = await ctx.http
        .post('/api/auth/change-password')
        .set(who.auth)
        .send({ currentPassword: password, newPassword: next });
      expect(res.status).toBe(200);
      password = next;
    }
  });
});
