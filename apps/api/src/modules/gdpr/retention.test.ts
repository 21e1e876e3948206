import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RETENTION_NOTICE_TYPE } from '@takeoff/shared/gdpr';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { users } from '../../db/schema/auth';
import { candidatePitches } from '../../db/schema/pitches';
import { notifications } from '../../db/schema/notifications';
import { runRetention } from './retention.service';
import { mediaFiles } from '../../db/schema/media';
import { storeTestVideo } from '../media/media.fixtures';

let ctx: TestContext;
const DAYS = 60;
const day = 86_400_000;
beforeAll(async () => {
  ctx = await createTestContext({ RETENTION_INACTIVE_DAYS: String(DAYS) });
});

/** A candidate with a pitch whose last activity is `lastActive`. */
async function inactiveCandidate(lastActive: Date) {
  const candidate = await signUp(ctx, 'candidate');
  const video = await storeTestVideo(ctx.deps, candidate.user.id);
  await ctx.deps.db
    .insert(candidatePitches)
    .values({ candidateId: candidate.user.id, title: 'Old pitch', videoUrl: video.url });
  await ctx.deps.db
    .update(users)
    .set({ lastActiveAt: lastActive })
    .where(eq(users.id, candidate.user.id));
  return candidate.user.id;
}

const noticesOf = (userId: number) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipientId, userId), eq(notifications.type, RETENTION_NOTICE_TYPE)),
    );
const pitchOf = (userId: number) =>
  ctx.deps.db.select().from(candidatePitches).where(eq(candidatePitches.candidateId, userId));
const videosOf = async (userId: number) => {
  const rows = await ctx.deps.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, userId));
  return {
    rows: rows.length,
    files: (await Promise.all(rows.map((r) => ctx.deps.storage.stat(r.storageKey)))).filter(Boolean)
      .length,
  };
};

describe('retention of inactive candidates', () => {
  it('warns once 14 days before the deadline, then deletes the pitch after it, keeping the account', async () => {
    // A clock in the past, so the users of other tests (active "now") are never due: a future clock
    // would make every one of them due, and the job's batch of the oldest would not reach this one.
    const lastActive = new Date(Date.UTC(2000, 0, 1));
    const userId = await inactiveCandidate(lastActive);
    const at = (days: number) => new Date(lastActive.getTime() + days * day);

    expect((await runRetention(ctx.deps, at(DAYS - 15))).noticed).not.toContain(userId);
    expect(await noticesOf(userId)).toHaveLength(0);

    expect((await runRetention(ctx.deps, at(DAYS - 14))).noticed).toContain(userId);
    expect((await runRetention(ctx.deps, at(DAYS - 13))).noticed).not.toContain(userId);
    const notices = await noticesOf(userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ entityType: 'system', audience: 'user' });
    expect(notices[0]!.message).toContain('2000-03-01');
    expect(ctx.emitted.some((e) => e.notification.id === notices[0]!.id)).toBe(true);

    expect((await runRetention(ctx.deps, at(DAYS - 1))).purged).not.toContain(userId);
    expect(await pitchOf(userId)).toHaveLength(1);
    const [media] = await ctx.deps.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, userId));
    expect((await runRetention(ctx.deps, at(DAYS))).purged).toContain(userId);
    expect(await pitchOf(userId)).toHaveLength(0);
    expect(await videosOf(userId)).toEqual({ rows: 0, files: 0 });
    expect(await ctx.deps.storage.stat(media!.storageKey)).toBeNull();
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect((await runRetention(ctx.deps, at(DAYS + 1))).purged).not.toContain(userId);
  });

  it('keeps the content of a candidate who came back after the notice', async () => {
    const lastActive = new Date(Date.UTC(2001, 0, 1));
    const userId = await inactiveCandidate(lastActive);
    const at = (days: number) => new Date(lastActive.getTime() + days * day);
    expect((await runRetention(ctx.deps, at(DAYS - 10))).noticed).toContain(userId);
    await ctx.deps.db
      .update(users)
      .set({ lastActiveAt: at(DAYS - 5) })
      .where(eq(users.id, userId));
    expect((await runRetention(ctx.deps, at(DAYS + 1))).purged).not.toContain(userId);
    expect(await pitchOf(userId)).toHaveLength(1);
    expect(await videosOf(userId)).toEqual({ rows: 1, files: 1 });
  });

  it('gives a late notice its full 14 days before deleting', async () => {
    const lastActive = new Date(Date.UTC(2002, 0, 1));
    const userId = await inactiveCandidate(lastActive);
    const at = (days: number) => new Date(lastActive.getTime() + days * day);
    // The job first sees this candidate long after the deadline.
    expect((await runRetention(ctx.deps, at(DAYS + 30))).noticed).toContain(userId);
    expect((await runRetention(ctx.deps, at(DAYS + 43))).purged).not.toContain(userId);
    expect(await pitchOf(userId)).toHaveLength(1);
    expect((await runRetention(ctx.deps, at(DAYS + 44))).purged).toContain(userId);
    expect(await pitchOf(userId)).toHaveLength(0);
  });
});
