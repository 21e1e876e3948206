// The promos area's constants and recorder rules, without its schemas: the Company Promo page reads these first, not zod.
import type { Locale } from './locale-codes';

/** A promo carries exactly this many candidate questions (seeds: "exactly 3"). */
export const PROMO_QUESTION_COUNT = 3;
export const PROMO_QUESTION_MAX_LENGTH = 300;

/** The questions for readers of one language, in the main questions' order ('' where one is not translated). */
export type QuestionTranslations = Partial<Record<Locale, string[]>>;

/** The questions a reader of `locale` sees: each in their language where the company wrote it, else the main one. */
export function questionsForReader(
  promo: { questions: string[]; questionTranslations?: QuestionTranslations | undefined },
  locale: Locale,
): string[] {
  const translated = promo.questionTranslations?.[locale] ?? [];
  return promo.questions.map((question, i) => translated[i]?.trim() || question);
}

/** What is stored: a language none of whose questions is written is no translation. */
export function writtenQuestionTranslations(
  translations: QuestionTranslations,
): QuestionTranslations {
  return Object.fromEntries(
    Object.entries(translations).filter(([, texts]) => texts?.some((text) => text.trim())),
  ) as QuestionTranslations;
}

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
  const size = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
    ? RECORDING.mobile
    : RECORDING.desktop;
  return {
    video: {
      width: { ideal: size.width },
      height: { ideal: size.height },
      frameRate: { ideal: RECORDING.frameRate },
    },
    audio: true,
  };
}

/** Which camera error text to show, and whether a simpler retry is worth it (camera in use). */
export function classifyCameraError(name: string): 'denied' | 'in-use' | 'other' {
  if (name === 'NotAllowedError' || name === 'NotFoundError' || name === 'SecurityError')
    return 'denied';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'OverconstrainedError')
    return 'in-use';
  return 'other';
}

/** The Upload tab's check before sending (the server checks the bytes again). Null when fine. */
export function videoFileProblem(
  file: { name: string; size: number },
  messages: { invalidType: string; tooLarge: string },
  maxBytes: number,
  extensions: readonly string[],
): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !extensions.includes(extension)) return messages.invalidType;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}
