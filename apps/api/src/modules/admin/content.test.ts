import { Readable } from 'node:stream';
import { asc, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPitch, AdminPromo } from '@takeoff/shared/admin';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { candidatePitches } from '../../db/schema/pitches';
import { recordStoredObject } from '../media/media.service';
import { minimalMp4 } from '../media/media.fixtures';
import { insertPitch, insertPromo } from './admin.fixtures';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
});

const newPitch = async (values: Parameters<typeof insertPitch>[2] = {}) => {
  const candidate = await signUp(ctx, 'candidate', 'Pitch Owner');
  return insertPitch(ctx.deps, candidate.user.id, values);
};

async function storedVideo(ownerId: number, kind: 'promo_video' | 'job_video') {
  const key = `media/${kind}/${crypto.randomUUID()}.mp4`;
  const stored = await ctx.deps.storage.put(key, Readable.from([minimalMp4()]), 'video/mp4');
  return { ...(await recordStoredObject(ctx.deps, ownerId, kind, stored)), key };
}

async function allPitches(): Promise<AdminPitch[]> {
  const items: AdminPitch[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: { items: AdminPitch[]; nextCursor: string | null } } =
      await ctx.http
        .get(`/api/admin/pitches?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
        .set(admin.auth);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('admin candidate pitches', () => {
  it('lists pitches in the seeds wire form, paged in the public order', async () => {
    const pitch = await newPitch({ moodScore: 4.2, confidenceScore: 3.5, orderIndex: 1 });
    const items = await allPitches();
    const mine = items.find((p) => p.id === pitch.id);
    expect(mine).toMatchObject({
      title: pitch.title,
      candidate_name: 'Pitch Owner',
      is_active: true,
      mood_score: 4.2,
      order_index: 1,
      youtube_link: pitch.youtubeLink,
    });
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    const keys = items.map((p) => p.order_index ?? 999);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('deletes one pitch (404 after) and records who did it', async () => {
    const pitch = await newPitch();
    expect((await ctx.http.delete(`/api/admin/pitches/${pitch.id}`).set(admin.auth)).status).toBe(
      204,
    );
    expect((await ctx.http.delete(`/api/admin/pitches/${pitch.id}`).set(admin.auth)).status).toBe(
      404,
    );
    const audit = await ctx.http.get('/api/admin/audit-log').set(admin.auth);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'pitch.delete',
        targetType: 'candidate_pitch',
        targetId: String(pitch.id),
        adminId: admin.user.id,
      }),
    );
  });

  it('bulk-deletes the selected pitches, skips unknown ids and does nothing on an empty selection', async () => {
    const [a, b, keep] = [await newPitch(), await newPitch(), await newPitch()];
    const auditBefore = (await ctx.http.get('/api/admin/audit-log').set(admin.auth)).body.items[0]
      .id;
    const empty = await ctx.http
      .post('/api/admin/bulk-delete-pitches')
      .set(admin.auth)
      .send({ pitchIds: [] });
    expect(empty.body).toEqual({ deleted: 0 });
    expect((await ctx.http.get('/api/admin/audit-log').set(admin.auth)).body.items[0].id).toBe(
      auditBefore,
    );
    const res = await ctx.http
      .post('/api/admin/bulk-delete-pitches')
      .set(admin.auth)
      .send({ pitchIds: [String(a.id), b.id, 2147483000] });
    expect(res.body).toEqual({ deleted: 2 });
    const left = await ctx.deps.db
      .select({ id: candidatePitches.id })
      .from(candidatePitches)
      .where(inArray(candidatePitches.id, [a.id, b.id, keep.id]));
    expect(left).toEqual([{ id: keep.id }]);
  });
});

describe('admin video reorder', () => {
  it('sets order_index to each position in one go, which the public order follows', async () => {
    const [a, b, c] = [await newPitch(), await newPitch(), await newPitch()];
    const res = await ctx.http
      .put('/api/admin/video-pitches/order')
      .set(admin.auth)
      .send({ orderedIds: [String(c.id), String(a.id), String(b.id)] });
    expect(res.status).toBe(200);
    const publicOrder = await ctx.deps.db
      .select({ id: candidatePitches.id, orderIndex: candidatePitches.orderIndex })
      .from(candidatePitches)
      .where(inArray(candidatePitches.id, [a.id, b.id, c.id]))
      .orderBy(
        sql`coalesce(${candidatePitches.orderIndex}, 999)`,
        sql`${candidatePitches.createdAt} desc`,
      );
    expect(publicOrder).toEqual([
      { id: c.id, orderIndex: 0 },
      { id: a.id, orderIndex: 1 },
      { id: b.id, orderIndex: 2 },
    ]);
  });

  it('refuses unknown or repeated ids with 400 and changes nothing', async () => {
    const [a, b] = [await newPitch({ orderIndex: 7 }), await newPitch({ orderIndex: 8 })];
    const unknown = await ctx.http
      .put('/api/admin/video-pitches/order')
      .set(admin.auth)
      .send({ orderedIds: [String(b.id), '2147483000', String(a.id)] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_PITCH_IDS');
    const repeated = await ctx.http
      .put('/api/admin/video-pitches/order')
      .set(admin.auth)
      .send({ orderedIds: [String(b.id), String(b.id)] });
    expect(repeated.status).toBe(400);
    const rows = await ctx.deps.db
      .select({ orderIndex: candidatePitches.orderIndex })
      .from(candidatePitches)
      .where(inArray(candidatePitches.id, [a.id, b.id]))
      .orderBy(asc(candidatePitches.id));
    expect(rows).toEqual([{ orderIndex: 7 }, { orderIndex: 8 }]);
  });
});

describe('admin company promos', () => {
  it('lists promos in the wire form and deletes one with its video object', async () => {
    const company = await signUp(ctx, 'company', 'Promo Co');
    const video = await storedVideo(company.user.id, 'promo_video');
    const promo = await insertPromo(ctx.deps, company.user.id, video.id);
    const list = await ctx.http.get('/api/admin/company-promos?limit=100').set(admin.auth);
    const mine = list.body.items.find((p: AdminPromo) => p.id === promo.id);
    expect(mine).toMatchObject({
      company_name: 'Promo Co',
      company_email: company.user.email,
      video_url: video.url,
      questions: promo.questions,
    });
    expect(await ctx.deps.storage.stat(video.key)).not.toBeNull();
    expect(
      (await ctx.http.delete(`/api/admin/company-promos/${promo.id}`).set(admin.auth)).status,
    ).toBe(204);
    expect(await ctx.deps.storage.stat(video.key)).toBeNull();
    expect((await ctx.http.get(video.url).set(admin.auth)).status).toBe(404);
  });

  it('bulk-deletes the selected promos; an empty selection does nothing', async () => {
    const [c1, c2] = [await signUp(ctx, 'company'), await signUp(ctx, 'company')];
    const [p1, p2] = [
      await insertPromo(ctx.deps, c1.user.id),
      await insertPromo(ctx.deps, c2.user.id),
    ];
    expect(
      (await ctx.http.post('/api/admin/bulk-delete-promos').set(admin.auth).send({ promoIds: [] }))
        .body,
    ).toEqual({ deleted: 0 });
    expect(
      (
        await ctx.http
          .post('/api/admin/bulk-delete-promos')
          .set(admin.auth)
          .send({ promoIds: [p1.id, p2.id] })
      ).body,
    ).toEqual({ deleted: 2 });
    expect(
      (await ctx.http.delete(`/api/admin/company-promos/${p1.id}`).set(admin.auth)).status,
    ).toBe(404);
  });
});
