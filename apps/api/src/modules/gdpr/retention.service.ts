import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  RETENTION_NOTICE_DAYS,
  RETENTION_NOTICE_TYPE,
  retentionDates,
  retentionPurgeDue,
} from '@takeoff/shared/gdpr';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { candidatePitches } from '../../db/schema/pitches';
import { retentionNotices } from '../../db/schema/gdpr';
import { deleteMediaRowsOfUser, deleteStorageObjects } from './storage-objects';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { deleteVideosOfCandidates } from '../pitch-videos/pitch-videos.store';
import { formatDay } from '../../i18n';

const BATCH = 200;
const DAY_MS = 86_400_000;

export interface RetentionRun {
  noticed: number[];
  purged: number[];
}

/** Candidates holding a pitch whose last activity is older than `before`. */
async function inactiveCandidatesWithPitch(deps: AppDeps, before: Date) {
  return deps.db
    .select({ id: users.id, lastActiveAt: users.lastActiveAt })
    .from(users)
    .innerJoin(candidatePitches, eq(candidatePitches.candidateId, users.id))
    .where(
      and(
        eq(users.role, 'candidate'),
        lte(users.lastActiveAt, before),
        sql`not exists (select 1 from ${retentionNotices} n where n.user_id = ${users.id} and n.last_active_at = ${users.lastActiveAt})`,
      ),
    )
    .orderBy(users.lastActiveAt)
    .limit(BATCH);
}

/** Sends the one notice of this inactivity period, RETENTION_NOTICE_DAYS before the deadline. */
async function sendNotices(deps: AppDeps, now: Date, inactiveDays: number): Promise<number[]> {
  const noticeBefore = new Date(now.getTime() - (inactiveDays - RETENTION_NOTICE_DAYS) * DAY_MS);
  const noticed: number[] = [];
  for (const candidate of await inactiveCandidatesWithPitch(deps, noticeBefore)) {
    const { deadline } = retentionDates(candidate.lastActiveAt, inactiveDays);
    // A late notice (job down, period shortened) still gives the full notice period.
    const effectiveDeadline = new Date(
      Math.max(deadline.getTime(), now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS),
    );
    const created = await deps.db.transaction(async (tx) => {
      const [notice] = await tx
        .insert(retentionNotices)
        .values({
          userId: candidate.id,
          lastActiveAt: candidate.lastActiveAt,
          deadline: effectiveDeadline,
          noticedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: retentionNotices.id });
      if (!notice) return null;
      return deps.notifications.create(tx, {
        to: { userId: candidate.id },
        type: RETENTION_NOTICE_TYPE,
        entityType: 'system',
        text: (t, locale) => ({
          title: t('retention.title'),
          message: t('retention.message', {
            deadline: formatDay(effectiveDeadline.toISOString().slice(0, 10), locale),
          }),
        }),
      });
    });
    if (created) {
      deps.notifications.publish(created);
      noticed.push(candidate.id);
    }
  }
  return noticed;
}

/** Deletes pitch and videos of candidates past their deadline whose notice is old enough. */
async function purgeDue(deps: AppDeps, now: Date): Promise<number[]> {
  const due = await deps.db
    .select({
      id: retentionNotices.id,
      userId: retentionNotices.userId,
      deadline: retentionNotices.deadline,
      noticedAt: retentionNotices.noticedAt,
    })
    .from(retentionNotices)
    .innerJoin(users, eq(users.id, retentionNotices.userId))
    // Activity since the notice makes it stale: the user came back.
    .where(
      and(
        isNull(retentionNotices.purgedAt),
        eq(users.lastActiveAt, retentionNotices.lastActiveAt),
        lte(retentionNotices.deadline, now),
      ),
    )
    .limit(BATCH);
  const purged: number[] = [];
  for (const notice of due) {
    if (!retentionPurgeDue(now, notice.deadline, notice.noticedAt)) continue;
    const keys = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(retentionNotices)
        .set({ purgedAt: now })
        .where(and(eq(retentionNotices.id, notice.id), isNull(retentionNotices.purgedAt)))
        .returning({ id: retentionNotices.id });
      if (!claimed) return null;
      const mediaKeys = await deleteMediaRowsOfUser(tx, notice.userId);
      await tx.delete(candidatePitches).where(eq(candidatePitches.candidateId, notice.userId));
      // Their video answers go too (the videos themselves are among the candidate's videos below).
      await tx
        .delete(videoAnswerRequests)
        .where(eq(videoAnswerRequests.candidateId, notice.userId));
      // The pitch's Takeoff videos (original, rendition, poster) go with it.
      return [...mediaKeys, ...(await deleteVideosOfCandidates(tx, [notice.userId], 'all'))];
    });
    if (!keys) continue;
    const { failed } = await deleteStorageObjects(deps, keys);
    if (failed.length > 0)
      deps.logger.error(
        { userId: notice.userId, keys: failed },
        'retention: storage objects could not be deleted',
      );
    purged.push(notice.userId);
  }
  return purged;
}

/**
 * Retention of inactive candidates' pitches and videos (RETENTION_INACTIVE_DAYS). Idempotent: every
 * instance may run it; `now` is a parameter so tests can move the clock.
 */
export async function runRetention(deps: AppDeps, now = new Date()): Promise<RetentionRun> {
  const inactiveDays = deps.config.RETENTION_INACTIVE_DAYS;
  const noticed = await sendNotices(deps, now, inactiveDays);
  const purged = await purgeDue(deps, now);
  return { noticed, purged };
}
