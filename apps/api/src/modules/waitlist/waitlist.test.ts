import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { waitlistEntries } from '../../db/schema/waitlist';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('professional-development waitlist', () => {
  it('stores one entry per candidate from the session, whatever the body claims', async () => {
    const who = await signUp(ctx, 'candidate', 'Wendy');
    expect(
      (await ctx.http.get('/api/professional-development/waitlist/me').set(who.auth)).body,
    ).toEqual({ joined: false, joinedAt: null });
    const first = await ctx.http.post('/api/professional-development/waitlist').set(who.auth).send({
      userEmail: 'someone-else@example.com',
      userName: 'Mallory',
      timestamp: new Date().toISOString(),
    });
    expect(first.status).toBe(200);
    expect(first.body.joined).toBe(true);
    const again = await ctx.http
      .post('/api/professional-development/waitlist')
      .set(who.auth)
      .send({});
    expect(again.body.joinedAt).toBe(first.body.joinedAt);
    const rows = await ctx.deps.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, who.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: who.user.email, name: 'Wendy' });
    expect(
      (await ctx.http.get('/api/professional-development/waitlist/me').set(who.auth)).body.joined,
    ).toBe(true);
  });

  it('refuses anonymous callers and companies, writing nothing', async () => {
    const count = async () =>
      (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries))[0]!.n;
    const before = await count();
    expect((await ctx.http.post('/api/professional-development/waitlist').send({})).status).toBe(
      401,
    );
    const company = await signUp(ctx, 'company');
    expect(
      (await ctx.http.post('/api/professional-development/waitlist').set(company.auth).send({}))
        .status,
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});
