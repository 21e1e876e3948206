import { z } from 'zod';
import { IsoDateTime } from './common';

/** A promo carries exactly this many candidate questions (seeds: "exactly 3"). */
export const PROMO_QUESTION_COUNT = 3;
export const PROMO_QUESTION_MAX_LENGTH = 300;

/** Recording rules of the Record tab (seeds 001 §Constants). */
export const RECORDING = {
  countdownSeconds: 3,
  defaultSeconds: 120,
  maxSeconds: 180,
  frameRate: 30,
  desktop: { width: 1280, height: 720 },
  mobile: { width: 720, height: 480 },
  /** Tried in order with MediaRecorder.isTypeSupported; the first supported one is used. */
  mimeTypes: ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'],
} as const;

export const PROMO_MESSAGES = {
  updateFailed: 'Failed to update promo.',
  deleteVideoFailed: 'Failed to delete video.',
  saveVideoFailed: 'Unable to save the video. Please try again.',
  cameraDenied: 'Camera access denied. Please allow camera permission and refresh.',
  saved: 'Company promo saved successfully!',
  videoSaved: 'Promo video saved successfully!',
  videoDeleted: 'Video deleted successfully!',
  videoSavedToList: 'Video saved to your Saved Videos',
  videoRemoved: 'Video removed from your Saved Videos',
  noPromoVideo: 'This promo has no video',
} as const;

/** The first MIME type the browser's recorder supports, in the seeds' preference order. */
export function pickRecordingMimeType(isSupported: (type: string) => boolean): string | null {
  return RECORDING.mimeTypes.find((type) => isSupported(type)) ?? null;
}

export interface CameraConstraints {
  video: { width: { ideal: number }; height: { ideal: number }; frameRate: { ideal: number } };
  audio: true;
}

/** Ideal camera size: smaller on phones, where 720p encoding is slow and uploads are costly. */
export function cameraConstraints(userAgent: string): CameraConstraints {
  const size = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent) ? RECORDING.mobile : RECORDING.desktop;
  return {
    video: { width: { ideal: size.width }, height: { ideal: size.height }, frameRate: { ideal: RECORDING.frameRate } },
    audio: true,
  };
}

/** Which camera error text to show, and whether a simpler retry is worth it (camera in use). */
export function classifyCameraError(name: string): 'denied' | 'in-use' | 'other' {
  if (name === 'NotAllowedError' || name === 'NotFoundError' || name === 'SecurityError') return 'denied';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'OverconstrainedError') return 'in-use';
  return 'other';
}

export const PromoQuestions = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Write a question (it cannot be blank)')
      .max(PROMO_QUESTION_MAX_LENGTH)
      .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
  )
  .length(PROMO_QUESTION_COUNT, `Exactly ${PROMO_QUESTION_COUNT} questions are required`);

export const CompanyPromo = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    videoUrl: z.string().nullable(),
    questions: z.array(z.string()),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'CompanyPromo' });
export type CompanyPromo = z.infer<typeof CompanyPromo>;

export const CompanyPromoOrNull = CompanyPromo.nullable().meta({ id: 'CompanyPromoOrNull' });

/**
 * The seeds' save call. `videoUrl`: a media URL (`/api/media/{id}`) or id of a promo video the
 * company uploaded; null removes the video (and its file); absent keeps the current one.
 */
export const SaveCompanyPromoRequest = z
  .object({
    companyId: z.unknown().optional().describe('Ignored: the company is the signed-in user'),
    videoUrl: z.string().trim().max(500).nullable().optional(),
    /** Exactly three non-blank questions; absent keeps the stored ones (e.g. when only removing the video). */
    questions: PromoQuestions.optional(),
  })
  .meta({ id: 'SaveCompanyPromoRequest' });
export type SaveCompanyPromoRequest = z.infer<typeof SaveCompanyPromoRequest>;

/** `/api/media/12`, an absolute URL ending so, or `12` → 12; anything else → null. */
export function mediaIdFromVideoUrl(value: string): number | null {
  const match = /^(?:(?:https?:\/\/[^/]+)?\/api\/media\/)?(\d{1,10})$/.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const CompanyPromoList = z.object({ items: z.array(CompanyPromo), nextCursor: z.string().nullable() }).meta({ id: 'CompanyPromoPage' });

export const SavedVideo = z
  .object({
    id: z.number().int().describe('The promo id'),
    promoId: z.number().int(),
    companyId: z.number().int(),
    videoUrl: z.string().nullable(),
    videoTitle: z.string(),
    companyName: z.string(),
    savedAt: IsoDateTime,
  })
  .meta({ id: 'SavedVideo' });
export type SavedVideo = z.infer<typeof SavedVideo>;
export const SavedVideoList = z.array(SavedVideo).meta({ id: 'SavedVideoList' });

export const SaveVideoRequest = z.object({ promoId: z.coerce.number().int().positive().max(2_147_483_647) }).meta({ id: 'SaveVideoRequest' });
export const PromoIdParams = z.object({ promoId: z.coerce.number().int().positive().max(2_147_483_647) });

export const savedVideoTitle = (companyName: string) => `${companyName} — Company Promo`;

/** The Upload tab's check before sending (the server checks the bytes again). Null when fine. */
export function videoFileProblem(file: { name: string; size: number }, messages: { invalidType: string; tooLarge: string }, maxBytes: number, extensions: readonly string[]): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !extensions.includes(extension)) return messages.invalidType;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}
