import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import {
  DEFAULT_ORDER_INDEX,
  PITCH_TEXTS,
  PROTECTED_PITCH,
  candidateLabel,
  type CreatePitchRequest,
  type PitchExistence,
  type PitchPage,
  type UpdatePitchRequest,
} from '@takeoff/shared/pitches';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { candidatePitches, profileViews } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import {
  assertCompanyTermsAccepted,
  isCandidateConsentWithdrawn,
  lockCandidateConsent,
} from '../consent/consent-state';
import {
  appliedToAssignedJob,
  appliedToCompany,
  candidateIdentity,
  hasAppliedToCompany,
} from '../applications/candidate-identity';
import { can } from '@takeoff/shared/org-roles';
import { analyzeTranscript } from './confidence-analyzer';
import { withScoreContext } from '../score-reviews/score-views';
import { evidenceOf, toAnonymousPitch, toFullPitch, type PitchRow } from './pitch-views';
import { localCandidateLabel } from '../../i18n';
import {
  deleteOtherVideos,
  deleteVideosOfCandidates,
  findVideo,
  videosByIds,
} from '../pitch-videos/pitch-videos.store';
import type { PitchVideoRow } from '../pitch-videos/pitch-videos.views';
import { deleteStorageObjects } from '../gdpr/storage-objects';

type Deps = Pick<AppDeps, 'db' | 'notifications' | 'storage' | 'logger'>;
// The constant is inlined so the expression matches candidate_pitches_company_grid_idx.
const orderKey = sql<number>`coalesce(${candidatePitches.orderIndex}, ${sql.raw(String(DEFAULT_ORDER_INDEX))})`;

/**
 * Scores and evidence stored with the pitch; cleared when the transcript is removed. Pitch video processing uses it
 * too, with the words the speech-to-text service heard and the video's real duration.
 */
export function analysisColumns(
  transcript: string | null | undefined,
  durationSeconds: number | undefined,
  /** The transcript's language when known (the speech-to-text service's): a non-English pitch is not scored. */
  language?: string | null,
) {
  if (transcript === undefined) return {};
  if (!transcript)
    return { transcript: null, moodScore: null, confidenceScore: null, analysis: null };
  const analysis = analyzeTranscript(transcript, durationSeconds, language);
  return {
    transcript,
    moodScore: analysis.moodScore,
    confidenceScore: analysis.confidenceScore,
    analysis,
  };
}

/** The spoken length the last analysis used, if any. */
const storedDuration = (row: PitchRow) => evidenceOf(row.analysis)?.durationSeconds ?? undefined;

async function findPitch(deps: Deps, id: number): Promise<PitchRow> {
  const [row] = await deps.db
    .select()
    .from(candidatePitches)
    .where(eq(candidatePitches.id, id))
    .limit(1);
  if (!row) throw AppError.notFound('Pitch not found');
  return row;
}

async function candidateOf(deps: Deps, candidateId: number) {
  const [row] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, candidateId))
    .limit(1);
  return row ?? null;
}

/**
 * Companies get anonymous active pitches of candidates who have not withdrawn their consent; a
 * candidate gets their own; admins get all, with names. A company that withdrew its terms is refused.
 */
/**
 * The grid's page statements: a company's view (active pitches of candidates who have not withdrawn
 * their consent), a candidate's own, an admin's all. A page after a cursor reads the rest of the
 * cursor's order group, then (when that runs out) the groups after it: each part is a bound on the
 * grid index, so a deep page reads its own rows, not every row before it.
 */
type GridPart = 'first' | 'sameGroup' | 'laterGroups';
const pitchPage = (viewer: 'company' | 'candidate' | 'admin', part: GridPart) =>
  preparedPerDatabase((db) => {
    const where: SQL[] = [];
    if (viewer === 'company')
      where.push(eq(candidatePitches.isActive, true), eq(candidatePitches.consentWithdrawn, false));
    if (viewer === 'candidate')
      where.push(eq(candidatePitches.candidateId, sql.placeholder('candidateId')));
    const order = sql.placeholder('order');
    if (part === 'sameGroup') {
      where.push(
        sql`${orderKey} = ${order}`,
        sql`(${candidatePitches.createdAt}, ${candidatePitches.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')})`,
      );
    }
    if (part === 'laterGroups') where.push(sql`${orderKey} > ${order}`);
    return (
      db
        // Flat rather than `{ pitch: candidatePitches }`: drizzle maps nested selections at about twice the cost.
        .select({
          ...getTableColumns(candidatePitches),
          name: users.name,
          email: users.email,
          createdAtText: sql<string>`${candidatePitches.createdAt}::text`,
          applied:
            viewer === 'company'
              ? appliedToCompany(
                  candidatePitches.candidateId,
                  sql`${sql.placeholder('companyId')}::int`,
                )
              : sql<boolean>`false`,
        })
        .from(candidatePitches)
        .innerJoin(users, eq(users.id, candidatePitches.candidateId))
        .where(and(...where))
        .orderBy(orderKey, desc(candidatePitches.createdAt), desc(candidatePitches.id))
        .limit(sql.placeholder('limit'))
        .prepare(`takeoff_pitch_grid_${viewer}_${part}`)
    );
  });
const gridParts = (viewer: 'company' | 'candidate' | 'admin') => ({
  first: pitchPage(viewer, 'first'),
  sameGroup: pitchPage(viewer, 'sameGroup'),
  laterGroups: pitchPage(viewer, 'laterGroups'),
});
const pitchPages = {
  company: gridParts('company'),
  candidate: gridParts('candidate'),
  admin: gridParts('admin'),
};

export async function listPitches(
  deps: Deps,
  actor: SessionUser,
  page: PageQuery,
): Promise<PitchPage> {
  await assertCompanyTermsAccepted(deps.db, actor);
  let after: { order: number; createdAt: string; id: number } | null = null;
  if (page.cursor) {
    const [order, createdAt, id] = decodeCursor(page.cursor, ['int', 'timestamp', 'id']);
    after = { order, createdAt, id };
  }
  const parts =
    pitchPages[
      actor.role === 'company' ? 'company' : actor.role === 'candidate' ? 'candidate' : 'admin'
    ];
  const limit = page.limit + 1;
  const viewer = { candidateId: actor.partyId, companyId: actor.partyId };
  let rows = await (after ? parts.sameGroup : parts.first)(deps.db).execute({
    ...viewer,
    limit,
    ...after,
  });
  if (after && rows.length < limit) {
    rows = rows.concat(
      await parts
        .laterGroups(deps.db)
        .execute({ ...viewer, limit: limit - rows.length, order: after.order }),
    );
  }
  const more = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const videos = await videosByIds(
    deps.db,
    pageRows.map((r) => r.videoId),
  );
  const videoOf = (r: PitchRow) => (r.videoId === null ? null : (videos.get(r.videoId) ?? null));
  const items = pageRows.map((r) =>
    actor.role === 'company'
      ? toAnonymousPitch(
          r,
          candidateIdentity({ id: r.candidateId, name: r.name }, r.applied),
          videoOf(r),
        )
      : toFullPitch(
          r,
          actor.role === 'admin' ? { name: r.name, email: r.email } : null,
          videoOf(r),
        ),
  );
  return {
    items: actor.role === 'company' ? await withScoreContext(deps.db, actor.partyId, items) : items,
    nextCursor:
      more && last
        ? encodeCursor([last.orderIndex ?? DEFAULT_ORDER_INDEX, last.createdAtText, last.id])
        : null,
  };
}

/**
 * One pitch. A company viewing an active pitch records a profile view for the candidate; the pitch of
 * a candidate who withdrew their consent is not found for it.
 */
export async function getPitch(deps: Deps, actor: SessionUser, id: number) {
  await assertCompanyTermsAccepted(deps.db, actor);
  const row = await findPitch(deps, id);
  const video = await liveVideoRow(deps, row);
  if (actor.role === 'candidate') {
    if (row.candidateId !== actor.partyId) throw AppError.forbidden('This is not your pitch');
    return toFullPitch(row, null, video);
  }
  if (actor.role === 'admin')
    return toFullPitch(row, await candidateOf(deps, row.candidateId), video);
  const evaluating = await assertCompanyMaySeePitch(deps, actor, row);
  // Once per company per day: re-reading a pitch does not inflate its views. An interviewer scoring an applicant is no view.
  if (!evaluating)
    await deps.db
      .insert(profileViews)
      .values({ candidateId: row.candidateId, companyId: actor.partyId })
      .onConflictDoNothing();
  const applied = await hasAppliedToCompany(deps.db, row.candidateId, actor.partyId);
  const candidate = applied ? await candidateOf(deps, row.candidateId) : null;
  const pitch = applied
    ? toAnonymousPitch(
        row,
        candidateIdentity({ id: row.candidateId, name: candidate?.name ?? '' }, candidate !== null),
        video,
      )
    : toAnonymousPitch(row, undefined, video);
  const [withContext] = await withScoreContext(deps.db, actor.partyId, [pitch]);
  return withContext!;
}

const liveVideoRow = (deps: Deps, row: PitchRow) =>
  row.videoId === null ? Promise.resolve(null) : findVideo(deps.db, row.videoId);

/**
 * Whether a company member may see this pitch today (its grid and view, and its video): an active pitch of a
 * candidate who has not withdrawn their consent, to a company that accepted its terms; an interviewer only while
 * scoring the candidate. Not found otherwise. True when the actor is such an interviewer.
 */
export async function assertCompanyMaySeePitch(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  row: Pick<PitchRow, 'isActive' | 'consentWithdrawn' | 'candidateId'>,
): Promise<boolean> {
  await assertCompanyTermsAccepted(deps.db, actor);
  if (!row.isActive || row.consentWithdrawn) throw AppError.notFound('Pitch not found');
  return assertMaySeeCandidate(deps, actor, row.candidateId);
}

/** The pitch of a candidate, if any. */
export async function pitchOfCandidate(deps: Pick<AppDeps, 'db'>, candidateId: number) {
  const [row] = await deps.db
    .select()
    .from(candidatePitches)
    .where(eq(candidatePitches.candidateId, candidateId))
    .limit(1);
  return row ?? null;
}

/** The caller's own video a pitch is to play: not found when it is someone else's (or gone). */
async function ownVideo(deps: Deps, actor: SessionUser, videoId: number): Promise<PitchVideoRow> {
  const video = await findVideo(deps.db, videoId);
  if (!video || video.candidateId !== actor.partyId) throw AppError.notFound('Video not found');
  return video;
}

/**
 * An interviewer sees a candidate's pitch only when scoring them: an applicant to a job assigned to them (not found
 * otherwise, as for any pitch they may not know of). True when the actor is such an interviewer.
 */
async function assertMaySeeCandidate(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  candidateId: number,
): Promise<boolean> {
  if (actor.role !== 'company' || can(actor.org?.role, 'talent.browse')) return false;
  if (!(await appliedToAssignedJob(deps.db, candidateId, actor.id, actor.partyId)))
    throw AppError.notFound('Pitch not found');
  return true;
}

export async function pitchExistence(
  deps: Deps,
  actor: SessionUser,
  candidateId: number,
): Promise<PitchExistence> {
  if (actor.role === 'candidate' && actor.partyId !== candidateId)
    throw AppError.forbidden('You can check only your own pitch');
  await assertMaySeeCandidate(deps, actor, candidateId);
  // A company is not told about the pitch of a candidate who withdrew their consent.
  const visibleToCompany =
    actor.role === 'company' ? eq(candidatePitches.consentWithdrawn, false) : undefined;
  const [row] = await deps.db
    .select({ id: candidatePitches.id })
    .from(candidatePitches)
    .where(and(eq(candidatePitches.candidateId, candidateId), visibleToCompany))
    .limit(1);
  return { exists: Boolean(row), pitchId: row?.id ?? null };
}

/** Tells companies about a pitch's new or changed video (a Takeoff video: once it plays, see publishReadyVideo). */
export async function notifyNewVideo(
  deps: Pick<AppDeps, 'notifications'>,
  tx: Executor,
  row: PitchRow,
  changed: boolean,
) {
  return deps.notifications.create(tx, {
    to: { audience: 'companies' },
    actorId: row.candidateId,
    type: 'new_video',
    entityType: 'candidate_pitch',
    entityId: row.id,
    text: (t) => {
      const texts = {
        candidate: localCandidateLabel(t, candidateLabel(row.candidateId)),
        title: row.title,
      };
      return changed
        ? { title: t('updatedVideo.title'), message: t('updatedVideo.message', texts) }
        : { title: t('newVideo.title'), message: t('newVideo.message', texts) };
    },
  });
}

export async function createPitch(deps: Deps, actor: SessionUser, input: CreatePitchRequest) {
  const existing = await pitchExistence(deps, actor, actor.partyId);
  if (existing.exists)
    throw AppError.conflict('You already have a pitch: update it instead', 'PITCH_EXISTS');
  const video = input.videoId === undefined ? null : await ownVideo(deps, actor, input.videoId);
  const { row, created } = await deps.db.transaction(async (tx) => {
    await lockCandidateConsent(tx, actor.partyId);
    const [inserted] = await tx
      .insert(candidatePitches)
      .values({
        candidateId: actor.partyId,
        consentWithdrawn: await isCandidateConsentWithdrawn(tx, actor.partyId),
        title: input.title,
        skills: input.skills,
        // One source: the candidate's Takeoff video, or the YouTube link.
        youtubeLink: video ? null : input.youtubeLink,
        videoId: video?.id ?? null,
        isActive: true,
        ...analysisColumns(input.transcript, input.transcriptDurationSeconds),
      })
      .returning();
    // Companies are not told about the pitch of a candidate who withdrew their consent, nor before its Takeoff
    // video plays: processing tells them when it goes live (publishReadyVideo).
    const announce = !inserted!.consentWithdrawn && (video === null || video.state === 'ready');
    return {
      row: inserted!,
      created: announce ? await notifyNewVideo(deps, tx, inserted!, false) : [],
    };
  });
  deps.notifications.publish(created);
  return toFullPitch(row, null, video);
}

/** Owners edit title, skills, link and transcript; only admins change status or archive. */
export async function updatePitch(
  deps: Deps,
  actor: SessionUser,
  id: number,
  input: UpdatePitchRequest,
) {
  const row = await findPitch(deps, id);
  const isAdmin = actor.role === 'admin';
  if (!isAdmin && input.status !== undefined) throw AppError.forbidden(PITCH_TEXTS.onlyAdminStatus);
  if (!isAdmin && input.isActive !== undefined)
    throw AppError.forbidden(PITCH_TEXTS.onlyAdminArchive);
  const touchesOwnerFields = [
    input.title,
    input.skills,
    input.youtubeLink,
    input.videoId,
    input.transcript,
    input.transcriptDurationSeconds,
  ].some((v) => v !== undefined);
  if (touchesOwnerFields && row.candidateId !== actor.partyId)
    throw AppError.forbidden('Only the candidate can edit this pitch');
  const current = await liveVideoRow(deps, row);
  const chosen = input.videoId === undefined ? null : await ownVideo(deps, actor, input.videoId);
  // A chosen video that is not ready yet does not replace a ready live one: it stays pending, and processing
  // makes it live once ready (publishReadyVideo).
  const switchToVideo =
    chosen !== null && (chosen.state === 'ready' || current === null || current.state !== 'ready');
  const linkChanged =
    input.youtubeLink !== undefined &&
    (input.youtubeLink !== row.youtubeLink || row.videoId !== null);
  const { updated, created, staleKeys } = await deps.db.transaction(async (tx) => {
    // Back to a YouTube link: the Takeoff videos serve no pitch any more and go.
    const staleKeys =
      input.youtubeLink !== undefined ? await deleteOtherVideos(tx, row.candidateId, null) : [];
    const [next] = await tx
      .update(candidatePitches)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.skills !== undefined ? { skills: input.skills } : {}),
        ...(input.youtubeLink !== undefined
          ? { youtubeLink: input.youtubeLink, videoId: null }
          : {}),
        ...(switchToVideo ? { videoId: chosen.id, youtubeLink: null } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        // A new spoken length alone re-analyses the stored transcript (the pace depends on it); a corrected
        // transcript without one keeps the length entered before.
        ...analysisColumns(
          input.transcript ??
            (input.transcriptDurationSeconds !== undefined ? row.transcript : undefined),
          input.transcriptDurationSeconds ?? storedDuration(row),
        ),
        updatedAt: new Date(),
      })
      .where(eq(candidatePitches.id, id))
      .returning();
    const videoChanged = switchToVideo && chosen.state === 'ready' && chosen.id !== row.videoId;
    const notes =
      (linkChanged || videoChanged) && next!.isActive && !next!.consentWithdrawn
        ? await notifyNewVideo(deps, tx, next!, true)
        : [];
    return { updated: next!, created: notes, staleKeys };
  });
  deps.notifications.publish(created);
  await removeObjects(deps, staleKeys);
  return toFullPitch(
    updated,
    isAdmin ? await candidateOf(deps, updated.candidateId) : null,
    await liveVideoRow(deps, updated),
  );
}

/** Storage objects of deleted rows, after the commit; a failure is logged (the rows are gone either way). */
async function removeObjects(deps: Deps, keys: string[]) {
  if (keys.length === 0) return;
  const { failed } = await deleteStorageObjects(deps, keys);
  if (failed.length > 0)
    deps.logger.error({ keys: failed }, 'pitch videos: storage objects could not be deleted');
}

/** 409 PROTECTED_PITCH (with `type` for the seeds' client) when the owner deletes a protected pitch. */
export async function deletePitch(deps: Deps, actor: SessionUser, id: number) {
  const row = await findPitch(deps, id);
  const isAdmin = actor.role === 'admin';
  if (!isAdmin && row.candidateId !== actor.partyId)
    throw AppError.forbidden(PITCH_TEXTS.onlyAdminDelete);
  if (!isAdmin && row.isProtected) {
    throw new AppError(PROTECTED_PITCH, 409, PITCH_TEXTS.protectedBody, undefined, {
      type: PROTECTED_PITCH,
    });
  }
  // The pitch's videos go with it: their URLs never outlive the pitch.
  const keys = await deps.db.transaction(async (tx) => {
    await tx.delete(candidatePitches).where(eq(candidatePitches.id, id));
    return deleteVideosOfCandidates(tx, [row.candidateId], 'pitch');
  });
  await removeObjects(deps, keys);
}
