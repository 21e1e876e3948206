import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UNSOLICITED_CONTACT_DAILY_LIMIT } from '@takeoff/shared/constants';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Orbit Labs');
  otherCompany = await signUp(ctx, 'company', 'Rival Corp');
});

const send = (
  from: SignedIn,
  toCandidateId: number,
  subject = 'Your pitch',
  body = 'We would like to talk.',
) => ctx.http.post('/api/messages').set(from.auth).send({ toCandidateId, subject, body });

describe('messages', () => {
  it('lets a company write, notifies the candidate, and lets the candidate read and reply', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Priya Raman');
    const before = ctx.emitted.length;
    const sent = await send(
      company,
      candidate.user.id,
      '  Interview  ',
      '  Are you free on Monday?  ',
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: 'Interview',
      body: 'Are you free on Monday?',
      mine: true,
      companyId: company.user.id,
    });
    const note = ctx.emitted.slice(before).find((e) => e.notification.type === 'new_message');
    expect(note?.to).toEqual({ userId: candidate.user.id });
    expect(note?.notification.entityType).toBe('message');

    expect((await ctx.http.get('/api/messages/unread-count').set(candidate.auth)).body.count).toBe(
      1,
    );
    const inbox = await ctx.http.get('/api/messages/threads').set(candidate.auth);
    expect(inbox.body.items).toHaveLength(1);
    expect(inbox.body.items[0]).toMatchObject({
      partner: { id: company.user.id, name: 'Orbit Labs', role: 'company' },
      subject: 'Interview',
      unreadCount: 1,
    });

    const thread = await ctx.http
      .get(`/api/messages/threads/${company.user.id}`)
      .set(candidate.auth);
    expect(thread.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Are you free on Monday?',
    ]);
    const announcement = async () =>
      (
        (await ctx.http.get('/api/notifications').set(candidate.auth)).body.items as {
          type: string;
          entityId: number;
          isRead: boolean;
        }[]
      ).find((n) => n.type === 'new_message' && n.entityId === sent.body.id);
    expect((await announcement())?.isRead).toBe(false);
    await ctx.http
      .put(`/api/messages/threads/${company.user.id}/read`)
      .set(candidate.auth)
      .expect(204);
    expect((await ctx.http.get('/api/messages/unread-count').set(candidate.auth)).body.count).toBe(
      0,
    );
    // The thread is read, so the bell no longer counts the notification that announced its message.
    expect((await announcement())?.isRead).toBe(true);

    const beforeReply = ctx.emitted.length;
    const replied = await ctx.http
      .post(`/api/messages/threads/${company.user.id}`)
      .set(candidate.auth)
      .send({ body: 'Yes, Monday works.' });
    expect(replied.status).toBe(201);
    expect(
      ctx.emitted.slice(beforeReply).find((e) => e.notification.type === 'new_message')?.to,
    ).toEqual({ userId: company.user.id });

    const companyThreads = await ctx.http.get('/api/messages/threads').set(company.auth);
    const mine = companyThreads.body.items.find(
      (t: { partner: { id: number } }) => t.partner.id === candidate.user.id,
    );
    expect(mine).toMatchObject({
      unreadCount: 1,
      lastMessage: { body: 'Yes, Monday works.', mine: false },
    });
    // Blind review holds in messaging too: the company sees a label, not the name.
    expect(mine.partner.name).toBe(`Candidate #${String(candidate.user.id).padStart(6, '0')}`);
    expect(companyThreads.text).not.toContain('Priya');
    const companyView = await ctx.http
      .get(`/api/messages/threads/${candidate.user.id}`)
      .set(company.auth);
    expect(companyView.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Yes, Monday works.',
      'Are you free on Monday?',
    ]);
  });

  it('holds a company without accepted terms to the same guard on every path that starts contact', async () => {
    const noTerms = await signUp(ctx, 'company', 'No Terms Ltd', { acceptTerms: false });
    const candidate = await signUp(ctx, 'candidate');
    const fromPitch = await send(noTerms, candidate.user.id);
    expect(fromPitch.status).toBe(403);
    const coldThread = await ctx.http
      .post(`/api/messages/threads/${candidate.user.id}`)
      .set(noTerms.auth)
      .send({ body: 'Hello there' });
    expect(coldThread.status).toBe(403);
    expect(coldThread.body.code).toBe('COMPANY_CONSENT_REQUIRED');
    // Nothing was opened: the candidate has no thread to answer.
    expect((await ctx.http.get('/api/messages/threads').set(candidate.auth)).body.items).toEqual(
      [],
    );
  });

  it('caps new contact a company starts per day; ongoing threads are not capped', async () => {
    const busy = await signUp(ctx, 'company', 'Busy Recruiting');
    const first = await signUp(ctx, 'candidate');
    expect((await send(busy, first.user.id)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 1; i < UNSOLICITED_CONTACT_DAILY_LIMIT; i++) {
      const candidate = await signUp(ctx, 'candidate');
      statuses.push(
        (
          await ctx.http
            .post(`/api/messages/threads/${candidate.user.id}`)
            .set(busy.auth)
            .send({ body: 'Hello' })
        ).status,
      );
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const one = await signUp(ctx, 'candidate');
    const before = ctx.emitted.length;
    const refused = await send(busy, one.user.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'CONTACT_LIMIT_REACHED',
      message: MESSAGES.unsolicitedContactLimit,
    });
    expect(ctx.emitted.length).toBe(before);
    expect((await ctx.http.get('/api/messages/threads').set(one.auth)).body.items).toEqual([]);
    // A thread already open goes on.
    expect((await send(busy, first.user.id, 'Follow-up', 'Still keen?')).status).toBe(201);
  });

  it('lets a candidate write only to a company that wrote first', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const res = await ctx.http
      .post(`/api/messages/threads/${company.user.id}`)
      .set(candidate.auth)
      .send({ body: 'Hire me' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('THREAD_NOT_OPENED');
    expect(
      (await ctx.http.get(`/api/messages/threads/${company.user.id}`).set(candidate.auth)).body
        .items,
    ).toEqual([]);
  });

  it("never shows a company another company's thread", async () => {
    const candidate = await signUp(ctx, 'candidate');
    await send(company, candidate.user.id, 'Secret offer', 'Confidential terms').expect(201);
    const rival = await ctx.http
      .get(`/api/messages/threads/${candidate.user.id}`)
      .set(otherCompany.auth);
    expect(rival.status).toBe(200);
    expect(rival.body.items).toEqual([]);
    const rivalThreads = await ctx.http.get('/api/messages/threads').set(otherCompany.auth);
    expect(rivalThreads.text).not.toContain('Confidential terms');
    await ctx.http
      .put(`/api/messages/threads/${candidate.user.id}/read`)
      .set(otherCompany.auth)
      .expect(204);
    expect((await ctx.http.get('/api/messages/unread-count').set(candidate.auth)).body.count).toBe(
      1,
    );
  });

  it('rejects bad input with 4xx and stores nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    for (const [subject, body] of [
      ['   ', 'Body'],
      ['Subject', '   '],
      ['x'.repeat(201), 'Body'],
      ['Subject', 'x'.repeat(5001)],
    ]) {
      expect((await send(company, candidate.user.id, subject, body)).status).toBe(400);
    }
    expect((await send(company, otherCompany.user.id)).status).toBe(404);
    expect((await send(company, 2_000_000_000)).status).toBe(404);
    expect(
      (await ctx.http.get(`/api/messages/threads/${company.user.id}`).set(otherCompany.auth))
        .status,
    ).toBe(404);
    expect((await ctx.http.get('/api/messages/threads/abc').set(company.auth)).status).toBe(400);
    expect((await ctx.http.get('/api/messages/threads').set(candidate.auth)).body.items).toEqual(
      [],
    );
  });

  it('pages a long thread with a cursor', async () => {
    const candidate = await signUp(ctx, 'candidate');
    for (let i = 0; i < 5; i++)
      await send(company, candidate.user.id, `S${i}`, `B${i}`).expect(201);
    const first = await ctx.http
      .get(`/api/messages/threads/${candidate.user.id}?limit=3`)
      .set(company.auth);
    expect(first.body.items.map((m: { body: string }) => m.body)).toEqual(['B4', 'B3', 'B2']);
    const second = await ctx.http
      .get(`/api/messages/threads/${candidate.user.id}`)
      .query({ limit: 3, cursor: first.body.nextCursor })
      .set(company.auth);
    expect(second.body.items.map((m: { body: string }) => m.body)).toEqual(['B1', 'B0']);
    expect(second.body.nextCursor).toBeNull();
  });
});
