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

export const mediaUrl = (id: number) => `/api/media/${id}`;
