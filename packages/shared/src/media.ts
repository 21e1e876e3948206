import { z } from 'zod';

/** What a stored video is for; each kind is written by the area that owns it (jobs, promos). */
export const MediaKind = z.enum(['job_video', 'promo_video']);
export type MediaKind = z.infer<typeof MediaKind>;

/** A stored file as other resources reference it: `url` streams it (signed-in users, range requests). */
export const MediaRef = z
  .object({
    id: z.number().int().positive(),
    url: z.string(),
  })
  .meta({ id: 'MediaRef' });
export type MediaRef = z.infer<typeof MediaRef>;

/** A media access key: 32 lowercase hex characters (128 random bits), made by the database. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The path of a stored video. It carries the file's random key, never its sequential id, so a signed-in
 * user reaches only the videos whose address they were given.
 */
export const mediaUrl = (accessKey: string) => `/api/media/${accessKey}`;

/**
 * Any string as the path parameter: a wrong or guessed key is simply not found (404), like a key that
 * was never issued, rather than a validation error that tells a guess's shape apart.
 */
export const MediaKeyParams = z.object({
  key: z.string().max(200).describe('The random key in the video’s address'),
});
