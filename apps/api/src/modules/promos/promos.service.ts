import type { Request } from 'express';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import { mediaUrl } from '@takeoff/shared/media';
import { writtenQuestionTranslations } from '@takeoff/shared/promo-constants';
import {
  PROMO_QUESTION_COUNT,
  mediaReferenceFromVideoUrl,
  type CompanyPromo,
  type SaveCompanyPromoRequest,
} from '@takeoff/shared/promos';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mediaFiles } from '../../db/schema/media';
import { companyPromos } from '../../db/schema/promos';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { deleteMedia, storeVideoUpload } from '../media/media.service';

type PromoDeps = Pick<AppDeps, 'db' | 'storage'>;

const promoColumns = {
  id: companyPromos.id,
  companyId: companyPromos.companyId,
  companyName: users.name,
  videoKey: mediaFiles.accessKey,
  questions: companyPromos.questions,
  questionTranslations: companyPromos.questionTranslations,
  updatedAt: companyPromos.updatedAt,
};

type PromoRow = {
  id: number;
  companyId: number;
  companyName: string;
  videoKey: string | null;
  questions: string[];
  questionTranslations: CompanyPromo['questionTranslations'];
  updatedAt: Date;
};

const toPromo = (row: PromoRow): CompanyPromo => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  videoUrl: row.videoKey ? mediaUrl(row.videoKey) : null,
  questions: row.questions,
  questionTranslations: row.questionTranslations,
  updatedAt: row.updatedAt.toISOString(),
});

const promoQuery = (exec: Executor) =>
  exec
    .select(promoColumns)
    .from(companyPromos)
    .innerJoin(users, eq(users.id, companyPromos.companyId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, companyPromos.videoMediaId));

async function promoOfCompany(exec: Executor, companyId: number): Promise<CompanyPromo | null> {
  const [row] = await promoQuery(exec).where(eq(companyPromos.companyId, companyId));
  return row ? toPromo(row) : null;
}

/** A company's promo for anyone signed in; null when the company has none yet. */
export async function getCompanyPromo(
  deps: PromoDeps,
  companyId: number,
): Promise<CompanyPromo | null> {
  const [company] = await deps.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, companyId));
  if (company?.role !== 'company') throw AppError.notFound('Company not found');
  return promoOfCompany(deps.db, companyId);
}

/** Every company's promo, newest id first, in keyset pages. */
export async function listPromos(deps: PromoDeps, page: PageQuery) {
  const before = page.cursor ? decodeIdCursor(page.cursor) : null;
  const rows = await promoQuery(deps.db)
    .where(before ? lt(companyPromos.id, before) : undefined)
    .orderBy(desc(companyPromos.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(toPromo);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.id) : null };
}

/** The media id a company may attach: its own promo upload. */
async function ownPromoMedia(
  exec: Executor,
  actor: SessionUser,
  videoUrl: string,
): Promise<number> {
  const reference = mediaReferenceFromVideoUrl(videoUrl);
  if (reference === null)
    throw AppError.badRequest(
      'videoUrl must be the URL of a video you uploaded (/api/media/{key})',
      'INVALID_VIDEO_URL',
    );
  const [media] = await exec
    .select({ id: mediaFiles.id, ownerId: mediaFiles.ownerId, kind: mediaFiles.kind })
    .from(mediaFiles)
    .where(
      'accessKey' in reference
        ? eq(mediaFiles.accessKey, reference.accessKey)
        : eq(mediaFiles.id, reference.id),
    );
  if (!media) throw AppError.notFound('Video not found');
  if (media.ownerId !== actor.partyId)
    throw AppError.forbidden('This video belongs to another account');
  if (media.kind !== 'promo_video')
    throw AppError.badRequest('This video is not a promo video', 'INVALID_VIDEO_URL');
  return media.id;
}

interface PromoChange {
  /** undefined keeps the current video; null removes it. */
  videoMediaId: number | null | undefined;
  questions?: string[];
  questionTranslations?: CompanyPromo['questionTranslations'];
}

/**
 * Writes the company's promo and drops the media row of a replaced or removed video in the same
 * transaction; the stored object is deleted after commit (a failure there leaves an orphan object,
 * never a row pointing at nothing).
 */
async function writePromo(
  deps: PromoDeps,
  actor: SessionUser,
  change: PromoChange,
): Promise<CompanyPromo> {
  const { promo, removedKey } = await deps.db.transaction(async (tx) => {
    // The row exists before it is locked: a first save racing another would otherwise lock nothing, read no
    // video and leave the other's upload behind. A racing insert waits here for the first to commit.
    await tx
      .insert(companyPromos)
      .values({ companyId: actor.partyId, questions: Array<string>(PROMO_QUESTION_COUNT).fill('') })
      .onConflictDoNothing({ target: companyPromos.companyId });
    const [current] = await tx
      .select({ videoMediaId: companyPromos.videoMediaId })
      .from(companyPromos)
      .where(eq(companyPromos.companyId, actor.partyId))
      .for('update');
    const set: Partial<typeof companyPromos.$inferInsert> = { updatedAt: new Date() };
    if (change.videoMediaId !== undefined) set.videoMediaId = change.videoMediaId;
    if (change.questions) set.questions = change.questions;
    // A language none of whose questions is written is no translation: its readers see the main questions.
    if (change.questionTranslations)
      set.questionTranslations = writtenQuestionTranslations(change.questionTranslations);
    await tx
      .insert(companyPromos)
      .values({
        companyId: actor.partyId,
        questions: Array<string>(PROMO_QUESTION_COUNT).fill(''),
        ...set,
      })
      .onConflictDoUpdate({ target: companyPromos.companyId, set });
    const oldMediaId = current?.videoMediaId ?? null;
    let key: string | null = null;
    if (
      change.videoMediaId !== undefined &&
      oldMediaId !== null &&
      oldMediaId !== change.videoMediaId
    ) {
      const [removed] = await tx
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.id, oldMediaId), eq(mediaFiles.ownerId, actor.partyId)))
        .returning({ storageKey: mediaFiles.storageKey });
      key = removed?.storageKey ?? null;
    }
    return { promo: (await promoOfCompany(tx, actor.partyId))!, removedKey: key };
  });
  if (removedKey) await deps.storage.delete(removedKey).catch(() => {});
  return promo;
}

/** The seeds' save: questions (or kept when absent), and the video set, kept (absent) or removed (null). */
export async function saveCompanyPromo(
  deps: PromoDeps,
  actor: SessionUser,
  input: SaveCompanyPromoRequest,
): Promise<CompanyPromo> {
  const videoMediaId =
    input.videoUrl === undefined
      ? undefined
      : input.videoUrl === null
        ? null
        : await ownPromoMedia(deps.db, actor, input.videoUrl);
  return writePromo(deps, actor, {
    videoMediaId,
    questions: input.questions,
    questionTranslations: input.questionTranslations,
  });
}

/** Streams the promo video to storage and makes it the company's promo video at once. */
export async function uploadPromoVideo(
  deps: PromoDeps,
  actor: SessionUser,
  req: Request,
): Promise<CompanyPromo> {
  const { media } = await storeVideoUpload(deps, actor, req, {
    kind: 'promo_video',
    fileField: 'video',
    required: true,
  });
  try {
    return await writePromo(deps, actor, { videoMediaId: media!.id });
  } catch (error) {
    await deleteMedia(deps, media!.id);
    throw error;
  }
}
