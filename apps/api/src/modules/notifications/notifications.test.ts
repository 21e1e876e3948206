import { beforeAll, describe, expect, it } from 'vitest';
import {
  badgeText,
  UNREAD_COUNT_CAP,
  type Notification,
  type NotificationPage,
} from '@takeoff/shared/notifications';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { encodeIdCursor } from '../../http/cursor';
import { triggers } from './notification-triggers';
import { seedNotifications } from './notifications.seed';
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { applyTo, createPitch, postJob } from '../applications/test-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const direct = (to: SignedIn, title = 'Direct note') =>
  ctx.deps.notifications.notify({
    to: { userId: to.user.id },
    type: 'system_note',
    entityType: 'system',
    title,
    message: 'Hello',
  });

async function list(who: SignedIn, query = ''): Promise<NotificationPage> {
  const res = await ctx.http.get(`/api/notifications${query}`).set(who.auth);
  expect(res.status).toBe(200);
  return res.body as NotificationPage;
}
async function unread(who: SignedIn): Promise<number> {
  const res = await ctx.http.get('/api/notifications/unread-count').set(who.auth);
  expect(res.status).toBe(200);
  return (res.body as { count: number }).count;
}

describe('GET /api/notifications', () => {
  it('lists my notifications newest first with every field, and nobody else sees them', async () => {
    const company = await signUp(ctx, 'company');
    const other = await signUp(ctx, 'company');
    const [first] = await direct(company, 'First one');
    const [second] = await direct(company, 'Second one');
    const page = await list(company);
    const mine = page.items.filter((n) => n.id === first!.id || n.id === second!.id);
    expect(mine.map((n) => n.title)).toEqual(['Second one', 'First one']);
    expect(mine[0]).toMatchObject({
      type: 'system_note',
      entityType: 'system',
      entityId: null,
      message: 'Hello',
      avatarUrl: null,
      isRead: false,
    });
    expect(Number.isNaN(Date.parse(mine[0]!.createdAt))).toBe(false);
    expect((await list(other)).items.some((n) => n.id === first!.id)).toBe(false);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const user = await signUp(ctx, 'company');
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await direct(user, `Note ${i}`))[0]!.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationPage = await list(
        user,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    const ownSeen = seen.filter((id) => made.includes(id));
    expect(ownSeen).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const user = await signUp(ctx, 'candidate');
    for (const q of [
      '?cursor=%%%',
      '?cursor=bm90LWpzb24',
      `?cursor=${Buffer.from('["x"]').toString('base64url')}`,
      '?limit=0',
      '?limit=101',
      '?limit=abc',
    ]) {
      const res = await ctx.http.get(`/api/notifications${q}`).set(user.auth);
      expect(res.status, q).toBe(400);
    }
    const res = await ctx.http.get(`/api/notifications?cursor=${encodeIdCursor(1)}`).set(user.auth);
    expect(res.status).toBe(200);
  });

  it('counts unread ones exactly up to 99 and stops at 100, which the badge shows as 99+', async () => {
    const user = await signUp(ctx, 'candidate');
    const base = await unread(user);
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await direct(user, `Many ${i}`);
    };
    await add(99 - base);
    expect(await unread(user)).toBe(99);
    await add(1);
    expect(await unread(user)).toBe(UNREAD_COUNT_CAP);
    await add(5);
    expect(await unread(user)).toBe(UNREAD_COUNT_CAP);
    expect(badgeText(await unread(user))).toBe('99+');
  });

  it('needs a session', async () => {
    expect((await ctx.http.get('/api/notifications')).status).toBe(401);
    expect((await ctx.http.get('/api/notifications/unread-count')).status).toBe(401);
  });
});

describe('read state', () => {
  it('marks one read (count drops by one), is idempotent, and mark-all zeroes it', async () => {
    const user = await signUp(ctx, 'candidate');
    const before = await unread(user);
    const [a] = await direct(user);
    const [b] = await direct(user);
    expect(await unread(user)).toBe(before + 2);
    expect((await ctx.http.put(`/api/notifications/${a!.id}/read`).set(user.auth)).status).toBe(
      204,
    );
    expect(await unread(user)).toBe(before + 1);
    expect((await ctx.http.put(`/api/notifications/${a!.id}/read`).set(user.auth)).status).toBe(
      204,
    );
    expect(await unread(user)).toBe(before + 1);
    const items = (await list(user)).items;
    expect(items.find((n) => n.id === a!.id)?.isRead).toBe(true);
    expect(items.find((n) => n.id === b!.id)?.isRead).toBe(false);
    expect((await ctx.http.put('/api/notifications/mark-all-read').set(user.auth)).status).toBe(
      204,
    );
    expect(await unread(user)).toBe(0);
    expect((await list(user)).items.every((n) => n.isRead)).toBe(true);
  });

  it("answers 404 for an unknown id or another user's notification and changes nothing", async () => {
    const owner = await signUp(ctx, 'company');
    const intruder = await signUp(ctx, 'company');
    const admin = await signInAdmin(ctx);
    const [note] = await direct(owner);
    for (const who of [intruder, admin]) {
      const res = await ctx.http.put(`/api/notifications/${note!.id}/read`).set(who.auth);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await ctx.http.put('/api/notifications/2147483647/read').set(owner.auth)).status).toBe(
      404,
    );
    expect((await ctx.http.put('/api/notifications/abc/read').set(owner.auth)).status).toBe(400);
    expect((await ctx.http.put('/api/notifications/0/read').set(owner.auth)).status).toBe(400);
    expect((await list(owner)).items.find((n) => n.id === note!.id)?.isRead).toBe(false);
    // Another user's mark-all does not touch it either.
    await ctx.http.put('/api/notifications/mark-all-read').set(intruder.auth);
    expect((await list(owner)).items.find((n) => n.id === note!.id)?.isRead).toBe(false);
  });
});

describe('the unread filter', () => {
  it('lists only unread ones, direct and audience, and pages through them', async () => {
    const actor = await signUp(ctx, 'company');
    const user = await signUp(ctx, 'candidate');
    const [read] = await direct(user, 'Read one');
    const [fresh] = await direct(user, 'Fresh one');
    const [shared] = await ctx.deps.notifications.notify(
      triggers.jobPosted({
        actorId: actor.user.id,
        jobId: 7,
        jobTitle: 'Pilot',
        companyName: 'Acme',
      }),
    );
    await ctx.http.put(`/api/notifications/${read!.id}/read`).set(user.auth);
    const unreadIds = (await list(user, '?unread=true')).items.map((n) => n.id);
    expect(unreadIds).toEqual(expect.arrayContaining([fresh!.id, shared!.id]));
    expect(unreadIds).not.toContain(read!.id);
    expect((await list(user, '?unread=true')).items.every((n) => !n.isRead)).toBe(true);
    expect((await list(user, '?unread=false')).items.map((n) => n.id)).toContain(read!.id);

    const first = await list(user, '?unread=true&limit=1');
    expect(first.items).toHaveLength(1);
    const second = await list(user, `?unread=true&limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0]!.id).toBeLessThan(first.items[0]!.id);

    await ctx.http.put(`/api/notifications/${shared!.id}/read`).set(user.auth);
    expect((await list(user, '?unread=true')).items.map((n) => n.id)).not.toContain(shared!.id);
    await ctx.http.put('/api/notifications/mark-all-read').set(user.auth);
    expect((await list(user, '?unread=true')).items).toEqual([]);
  });

  it('refuses a filter that is not true or false with 400', async () => {
    const user = await signUp(ctx, 'candidate');
    expect((await ctx.http.get('/api/notifications?unread=yes').set(user.auth)).status).toBe(400);
  });
});

describe('audience notifications (fan-out on read)', () => {
  it('are one row seen by every user of the role, read state per user, not by the actor or the other role', async () => {
    const actor = await signUp(ctx, 'company');
    const c1 = await signUp(ctx, 'candidate');
    const c2 = await signUp(ctx, 'candidate');
    const company = await signUp(ctx, 'company');
    const [before1, before2] = [await unread(c1), await unread(c2)];
    const created = await ctx.deps.notifications.notify(
      triggers.jobPosted({
        actorId: actor.user.id,
        jobId: 42,
        jobTitle: 'Pilot',
        companyName: 'Acme',
      }),
    );
    expect(created).toHaveLength(1);
    const rows = await ctx.deps.database.query<{ n: number }>(
      'select count(*)::int as n from notifications where id = $1',
      [created[0]!.id],
    );
    expect(rows[0]!.n).toBe(1);
    const id = created[0]!.id;
    expect(await unread(c1)).toBe(before1 + 1);
    expect(await unread(c2)).toBe(before2 + 1);
    expect((await list(c1)).items[0]).toMatchObject({
      id,
      entityType: 'job_post',
      type: 'job_posted',
      isRead: false,
    });
    expect((await list(company)).items.some((n) => n.id === id)).toBe(false);
    expect((await ctx.http.put(`/api/notifications/${id}/read`).set(company.auth)).status).toBe(
      404,
    );

    expect((await ctx.http.put(`/api/notifications/${id}/read`).set(c1.auth)).status).toBe(204);
    expect((await ctx.http.put(`/api/notifications/${id}/read`).set(c1.auth)).status).toBe(204);
    expect(await unread(c1)).toBe(before1);
    expect(await unread(c2)).toBe(before2 + 1);
    expect((await list(c2)).items.find((n) => n.id === id)?.isRead).toBe(false);

    await ctx.http.put('/api/notifications/mark-all-read').set(c2.auth);
    expect(await unread(c2)).toBe(0);
    expect((await list(c2)).items.find((n) => n.id === id)?.isRead).toBe(true);
  });

  it('are not shown to users who registered after them', async () => {
    const [old] = await ctx.deps.notifications.notify({
      to: { audience: 'candidates' },
      type: 'job_posted',
      entityType: 'job_post',
      title: 'Old',
      message: 'Before',
    });
    const late = await signUp(ctx, 'candidate');
    expect((await list(late)).items.some((n) => n.id === old!.id)).toBe(false);
    expect((await ctx.http.put(`/api/notifications/${old!.id}/read`).set(late.auth)).status).toBe(
      404,
    );
  });

  it('mixes direct and audience items in one newest-first list', async () => {
    const company = await signUp(ctx, 'company');
    const candidate = await signUp(ctx, 'candidate');
    const [d1] = await direct(company, 'Direct one');
    const [a1] = await ctx.deps.notifications.notify(
      triggers.pitchVideo({ actorId: candidate.user.id, pitchId: 7, changed: false }),
    );
    const [d2] = await direct(company, 'Direct two');
    const ids = (await list(company)).items
      .map((n) => n.id)
      .filter((id) => [d1!.id, a1!.id, d2!.id].includes(id));
    expect(ids).toEqual([d2!.id, a1!.id, d1!.id]);
  });
});

describe('notify and pushes', () => {
  it('writes before it pushes, one push per recipient, with the seeds event names', async () => {
    const a = await signUp(ctx, 'company');
    const b = await signUp(ctx, 'company');
    const from = ctx.emitted.length;
    const created = await ctx.deps.notifications.notify({
      to: { userIds: [a.user.id, b.user.id, a.user.id] },
      type: 'new_application',
      entityType: 'application',
      entityId: 5,
      title: 'New application',
      message: 'm',
    });
    expect(created).toHaveLength(2);
    const pushes = ctx.emitted.slice(from);
    expect(pushes.map((p) => p.to)).toEqual([{ userId: a.user.id }, { userId: b.user.id }]);
    expect(pushes.every((p) => p.event === 'notification:new_application')).toBe(true);
    for (const p of pushes) {
      const stored = (await list('userId' in p.to && p.to.userId === a.user.id ? a : b)).items.find(
        (n) => n.id === p.notification.id,
      );
      expect(stored).toEqual(p.notification);
    }
  });

  it('an empty recipient list writes and pushes nothing', async () => {
    const from = ctx.emitted.length;
    expect(
      await ctx.deps.notifications.notify({
        to: { userIds: [] },
        type: 'x',
        entityType: 'system',
        title: 't',
        message: 'm',
      }),
    ).toEqual([]);
    expect(ctx.emitted.length).toBe(from);
  });

  it('create inside a rolled-back transaction leaves nothing to see', async () => {
    const user = await signUp(ctx, 'candidate');
    const before = await unread(user);
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await ctx.deps.notifications.create(tx, {
          to: { userId: user.user.id },
          type: 'x',
          entityType: 'system',
          title: 't',
          message: 'm',
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await unread(user)).toBe(before);
  });

  it('a failing push does not fail the write', async () => {
    const user = await signUp(ctx, 'candidate');
    const emitter = {
      toUser: () => {
        throw new Error('socket down');
      },
      toAudience: () => {},
      updateUser: () => {},
    };
    const other = await createTestContext();
    other.deps.notifications.setEmitter(emitter);
    const [made] = await other.deps.notifications.notify({
      to: { userId: user.user.id },
      type: 'x',
      entityType: 'system',
      title: 't',
      message: 'm',
    });
    expect((await list(user)).items.some((n) => n.id === made!.id)).toBe(true);
  });
});

describe('triggers', () => {
  const expectPush = (from: number, expected: Partial<Notification>, to: object, event: string) => {
    const push = ctx.emitted.slice(from).at(-1)!;
    expect(push.to).toEqual(to);
    expect(push.event).toBe(event);
    expect(push.notification).toMatchObject(expected);
  };

  it('new or changed pitch video → companies, new_video on candidate_pitch, no candidate name', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Secret Name');
    const company = await signUp(ctx, 'company');
    for (const changed of [false, true]) {
      const from = ctx.emitted.length;
      const [n] = await ctx.deps.notifications.notify(
        triggers.pitchVideo({ actorId: candidate.user.id, pitchId: 3, changed }),
      );
      expectPush(
        from,
        { type: 'new_video', entityType: 'candidate_pitch', entityId: 3 },
        { audience: 'companies' },
        'notification:new_video',
      );
      expect(JSON.stringify(n)).not.toContain('Secret');
      expect((await list(company)).items[0]!.id).toBe(n!.id);
    }
  });

  it("new application → the job's company", async () => {
    const [candidate, company] = [await signUp(ctx, 'candidate'), await signUp(ctx, 'company')];
    const from = ctx.emitted.length;
    await ctx.deps.notifications.notify(
      triggers.newApplication({
        actorId: candidate.user.id,
        companyUserId: company.user.id,
        applicationId: 9,
        jobTitle: 'Pilot',
      }),
    );
    expectPush(
      from,
      { type: 'new_application', entityType: 'application', entityId: 9 },
      { userId: company.user.id },
      'notification:new_application',
    );
  });

  it('new job post → candidates', async () => {
    const company = await signUp(ctx, 'company');
    const from = ctx.emitted.length;
    await ctx.deps.notifications.notify(
      triggers.jobPosted({
        actorId: company.user.id,
        jobId: 4,
        jobTitle: 'Pilot',
        companyName: 'Acme',
      }),
    );
    expectPush(
      from,
      { type: 'job_posted', entityType: 'job_post', message: 'Acme posted Pilot.' },
      { audience: 'candidates' },
      'notification:new',
    );
  });

  it('interview scheduled, join request, accepted, declined → the other party', async () => {
    const [candidate, company] = [await signUp(ctx, 'candidate'), await signUp(ctx, 'company')];
    for (const kind of [
      'interview_scheduled',
      'join_request',
      'join_accepted',
      'join_declined',
    ] as const) {
      const from = ctx.emitted.length;
      const recipient = kind === 'join_request' ? company : candidate;
      const actor = kind === 'join_request' ? candidate : company;
      await ctx.deps.notifications.notify(
        triggers.interview({
          actorId: actor.user.id,
          recipientId: recipient.user.id,
          interviewId: 11,
          kind,
        }),
      );
      expectPush(
        from,
        { type: kind, entityType: 'interview', entityId: 11 },
        { userId: recipient.user.id },
        'notification:new',
      );
      expect((await list(recipient)).items[0]).toMatchObject({ type: kind });
    }
  });

  it('new message → recipient', async () => {
    const [candidate, company] = [await signUp(ctx, 'candidate'), await signUp(ctx, 'company')];
    const from = ctx.emitted.length;
    await ctx.deps.notifications.notify(
      triggers.newMessage({
        actorId: company.user.id,
        recipientId: candidate.user.id,
        messageId: 2,
        senderLabel: 'Acme',
      }),
    );
    expectPush(
      from,
      { type: 'new_message', entityType: 'message' },
      { userId: candidate.user.id },
      'notification:new',
    );
  });
});

describe('POST /api/notifications/announcements', () => {
  it('lets an admin announce to one role: one row, pushed to the audience, listed for that role only', async () => {
    const admin = await signInAdmin(ctx);
    const [candidate, company] = [await signUp(ctx, 'candidate'), await signUp(ctx, 'company')];
    const from = ctx.emitted.length;
    const res = await ctx.http
      .post('/api/notifications/announcements')
      .set(admin.auth)
      .send({ audience: 'candidates', title: ' Gate change ', message: 'Terminal 2 opens.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'announcement',
      entityType: 'system',
      title: 'Gate change',
      isRead: false,
    });
    expect(ctx.emitted.slice(from)).toEqual([
      { to: { audience: 'candidates' }, event: 'notification:new', notification: res.body },
    ]);
    expect((await list(candidate)).items[0]!.id).toBe(res.body.id);
    expect((await list(company)).items.some((n) => n.id === res.body.id)).toBe(false);
  });

  it('refuses bad input and non-admins, writing nothing', async () => {
    const admin = await signInAdmin(ctx);
    const company = await signUp(ctx, 'company');
    const count = async () =>
      (
        await ctx.deps.database.query<{ n: number }>(
          "select count(*)::int as n from notifications where type = 'announcement'",
        )
      )[0]!.n;
    const before = await count();
    for (const body of [
      {},
      { audience: 'admins', title: 't', message: 'm' },
      { audience: 'companies', title: '  ', message: 'm' },
      { audience: 'companies', title: 't', message: 'x'.repeat(501) },
    ]) {
      expect(
        (await ctx.http.post('/api/notifications/announcements').set(admin.auth).send(body)).status,
      ).toBe(400);
    }
    expect(
      (
        await ctx.http
          .post('/api/notifications/announcements')
          .set(company.auth)
          .send({ audience: 'companies', title: 't', message: 'm' })
      ).status,
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('demo data', () => {
  it('welcomes each demo account with one unread notification', async () => {
    const [company, candidate] = [await signUp(ctx, 'company'), await signUp(ctx, 'candidate')];
    await seedNotifications(ctx.deps, { companies: [company.user], candidates: [candidate.user] });
    for (const who of [company, candidate]) {
      const welcome = (await list(who)).items.filter((n) => n.type === 'welcome');
      expect(welcome).toHaveLength(1);
      expect(welcome[0]).toMatchObject({
        title: 'Welcome aboard',
        isRead: false,
        entityType: 'system',
      });
    }
  });
});

describe('one recipient’s row', () => {
  it('stores what it was given: SQL nulls for the absent values, the moment and the avatar when given', async () => {
    const company = await signUp(ctx, 'company');
    const [plain] = await direct(company, 'Plain note');
    const at = new Date('2031-05-06T07:08:09.123Z');
    const [full] = await ctx.deps.notifications.notify({
      to: { userId: company.user.id },
      actorId: company.user.id,
      type: 'system_note',
      entityType: 'system',
      entityId: 42,
      title: 'With everything',
      message: 'Hello',
      avatarUrl: '/avatars/x.png',
      occursAt: at,
    });
    const rows = await ctx.deps.db.execute<{
      id: number;
      translations_null: boolean;
      occurs_at: Date | string | null;
      avatar_url: string | null;
      actor_id: number | null;
      entity_id: number | null;
    }>(
      sql`select id, translations is null as translations_null, occurs_at, avatar_url, actor_id, entity_id from notifications where id in (${plain!.id}, ${full!.id}) order by id`,
    );
    const [a, b] = rows.rows;
    expect(a).toMatchObject({
      translations_null: true,
      occurs_at: null,
      avatar_url: null,
      actor_id: null,
      entity_id: null,
    });
    expect(b).toMatchObject({
      translations_null: true,
      avatar_url: '/avatars/x.png',
      actor_id: company.user.id,
      entity_id: 42,
    });
    expect(new Date(b!.occurs_at!).toISOString()).toBe(at.toISOString());
    expect(full).toMatchObject({
      occursAt: at.toISOString(),
      avatarUrl: '/avatars/x.png',
      entityId: 42,
      title: 'With everything',
    });
  });
});

describe('in the reader’s language', () => {
  const speak = (who: SignedIn, locale: 'el' | 'en') =>
    ctx.http.patch('/api/me').set(who.auth).send({ locale }).expect(200);

  it('writes a recipient’s notification in their language, and lists it in the language they read in now', async () => {
    const company = await signUp(ctx, 'company', 'Αιγαίο Ltd');
    await speak(company, 'el');
    const job = await postJob(ctx, company, { title: 'Pilot' });
    const candidate = await signUp(ctx, 'candidate', 'Ava Tester');
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: true })
      .expect(201);
    await createPitch(ctx, candidate);
    const from = ctx.emitted.length;
    const application = await applyTo(ctx, candidate, job.id);
    // This company's row: another test's made-up application id (9) can be this application's too.
    const [row] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.entityId, application.id),
          eq(notifications.type, 'new_application'),
          eq(notifications.recipientId, company.user.id),
        ),
      );
    expect(row).toMatchObject({
      type: 'new_application',
      title: 'Νέα αίτηση',
      message: 'Νέα αίτηση από Ava Tester για τη θέση Pilot',
    });
    const pushed = ctx.emitted
      .slice(from)
      .find((p) => 'userId' in p.to && p.to.userId === company.user.id);
    expect(pushed?.notification).toMatchObject({ title: 'Νέα αίτηση' });
    expect((await list(company)).items.find((n) => n.id === row!.id)).toMatchObject({
      title: 'Νέα αίτηση',
    });
    await speak(company, 'en');
    expect((await list(company)).items.find((n) => n.id === row!.id)).toMatchObject({
      title: 'New application',
      message: 'Ava Tester applied for Pilot',
    });
  });

  it('writes an audience notification once, in English, and each reader reads it in theirs', async () => {
    const [greek, english] = [await signUp(ctx, 'candidate'), await signUp(ctx, 'candidate')];
    await speak(greek, 'el');
    const company = await signUp(ctx, 'company', 'Northwind Air');
    const job = await postJob(ctx, company, { title: 'Flight Engineer', location: 'Athens' });
    const find = async (who: SignedIn) =>
      (await list(who)).items.find((n) => n.type === 'job_posted' && n.entityId === job.id);
    expect(await find(english)).toMatchObject({
      title: 'New flight on the board',
      message: 'Northwind Air posted Flight Engineer (Athens)',
    });
    expect(await find(greek)).toMatchObject({
      title: 'Νέα πτήση στον πίνακα',
      message: 'Η εταιρεία Northwind Air δημοσίευσε τη θέση Flight Engineer (Athens)',
    });
    // A reader who chose no language reads English.
    const [row] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, job.id), eq(notifications.type, 'job_posted')));
    expect(row).toMatchObject({ audience: 'candidates', title: 'New flight on the board' });
  });

  it('leaves what a person wrote as written (an admin’s announcement)', async () => {
    const greek = await signUp(ctx, 'company');
    await speak(greek, 'el');
    const admin = await signInAdmin(ctx);
    const made = await ctx.http
      .post('/api/notifications/announcements')
      .set(admin.auth)
      .send({ audience: 'companies', title: 'Maintenance tonight', message: 'Back at 02:00.' })
      .expect(201);
    expect((await list(greek)).items.find((n) => n.id === made.body.id)).toMatchObject({
      title: 'Maintenance tonight',
      message: 'Back at 02:00.',
    });
  });
});
