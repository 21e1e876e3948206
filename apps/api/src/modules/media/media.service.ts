/**
 * Uploaded videos: the object in storage plus a `media_files` row, served at `mediaUrl(accessKey)`.
 *
 * Using it from another area's route (e.g. POST /api/jobs with an optional video):
 *
 *   api.add({
 *     method: 'post', path: '/api/jobs', access: ['company'], …,
 *     // no `body`: the handler streams the request itself
 *     rawBody: { contentType: 'multipart/form-data', schema: CreateJobForm, description: 'Job fields + optional `video` file' },
 *     errors: [413, 415],
 *     handler: async ({ user, req }) => {
 *       const { fields, media } = await storeVideoUpload(deps, user, req, { kind: 'job_video', fileField: 'video', required: false });
 *       const input = parseOrThrow(CreateJobRequest, fields, 'body'); // text fields arrive as strings
 *       return jobs.create(user, input, media); // on failure here, call deleteMedia(deps, media.id)
 *     },
 *   });
 *
 * Refusals are AppErrors: 415 (not multipart, or not an mp4/webm/mov/avi by its bytes), 413 (over
 * MAX_VIDEO_BYTES, checked while streaming), 400 (empty file, missing required file, bad form).
 * Nothing stays in storage or in `media_files` after a refusal.
 */
import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import { MEDIA_KEY_PATTERN, mediaUrl, type MediaKind, type MediaRef } from '@takeoff/shared/media';
import type { AppDeps } from '../../deps';
import { mediaFiles } from '../../db/schema/media';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { receiveVideoUpload } from '../../http/upload';
import type { StoredObject } from '../../storage/storage';

export { mediaUrl };

export type MediaDeps = Pick<AppDeps, 'db' | 'storage'>;
export type MediaFile = typeof mediaFiles.$inferSelect;

export interface StoreVideoOptions {
  kind: MediaKind;
  /** The multipart field holding the file, e.g. 'video'. */
  fileField: string;
  required: boolean;
  maxBytes?: number;
  maxFields?: number;
}

export interface StoredVideoUpload {
  /** The form's text fields, as strings: validate them with the area's schema. */
  fields: Record<string, string>;
  media: MediaRef | null;
}

/** Streams a multipart request's video to storage and records it as owned by `actor`. */
export async function storeVideoUpload(
  deps: MediaDeps,
  actor: Pick<SessionUser, 'partyId'>,
  req: Request,
  options: StoreVideoOptions,
): Promise<StoredVideoUpload> {
  const { fields, file } = await receiveVideoUpload(req, {
    storage: deps.storage,
    keyPrefix: `media/${options.kind}`,
    fileField: options.fileField,
    required: options.required,
    ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    ...(options.maxFields !== undefined ? { maxFields: options.maxFields } : {}),
  });
  if (!file) return { fields, media: null };
  const media = await recordStoredObject(deps, actor.partyId, options.kind, file);
  return { fields, media };
}

/** Records an object already in storage; removes the object if the row cannot be written. */
export async function recordStoredObject(
  deps: MediaDeps,
  ownerId: number,
  kind: MediaKind,
  file: StoredObject,
): Promise<MediaRef> {
  try {
    const [row] = await deps.db
      .insert(mediaFiles)
      .values({
        storageKey: file.key,
        ownerId,
        kind,
        contentType: file.contentType,
        sizeBytes: file.size,
      })
      .returning({ id: mediaFiles.id, accessKey: mediaFiles.accessKey });
    if (!row) throw new Error('media_files insert returned no row');
    return { id: row.id, url: mediaUrl(row.accessKey) };
  } catch (error) {
    await deps.storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/** The file a media URL names; any other string (an id, a guess) is not found. */
export async function findMediaByKey(deps: MediaDeps, accessKey: string): Promise<MediaFile> {
  if (!MEDIA_KEY_PATTERN.test(accessKey)) throw AppError.notFound('Video not found');
  const [row] = await deps.db.select().from(mediaFiles).where(eq(mediaFiles.accessKey, accessKey));
  if (!row) throw AppError.notFound('Video not found');
  return row;
}

/** By id, for areas that hold the reference themselves (a careers page's promo). */
export async function findMedia(deps: MediaDeps, mediaId: number): Promise<MediaFile> {
  const [row] = await deps.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
  if (!row) throw AppError.notFound('Video not found');
  return row;
}

/**
 * Removes the row, then the object (a failed object delete leaves an unreferenced object, never a
 * row pointing at nothing). Callers check that the actor may delete it. Unknown ids are a no-op.
 */
export async function deleteMedia(deps: MediaDeps, mediaId: number): Promise<void> {
  const [row] = await deps.db
    .delete(mediaFiles)
    .where(eq(mediaFiles.id, mediaId))
    .returning({ storageKey: mediaFiles.storageKey });
  if (row) await deps.storage.delete(row.storageKey);
}
