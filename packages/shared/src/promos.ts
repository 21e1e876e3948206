import { z } from 'zod';
import { IsoDateTime } from './common';
import { MEDIA_KEY_PATTERN } from './media';
import { PROMO_QUESTION_COUNT, PROMO_QUESTION_MAX_LENGTH } from './promo-constants';

export * from './promo-constants';

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

/** A translation of the three questions, in their order: '' where one is not translated (its readers see the main one). */
const TranslatedQuestions = z
  .array(
    z
      .string()
      .trim()
      .max(PROMO_QUESTION_MAX_LENGTH)
      .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
  )
  .length(PROMO_QUESTION_COUNT, `Exactly ${PROMO_QUESTION_COUNT} questions are required`);

/** Per interface language (`el`, `en`), the questions readers of that language see instead of the main ones. */
export const PromoQuestionTranslations = z
  .strictObject({ el: TranslatedQuestions.optional(), en: TranslatedQuestions.optional() })
  .meta({ id: 'PromoQuestionTranslations' });
export type PromoQuestionTranslations = z.infer<typeof PromoQuestionTranslations>;

export const CompanyPromo = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    videoUrl: z.string().nullable(),
    questions: z.array(z.string()),
    /** The questions for readers of other languages (questionsForReader picks the reader's). */
    questionTranslations: PromoQuestionTranslations,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'CompanyPromo' });
export type CompanyPromo = z.infer<typeof CompanyPromo>;

export const CompanyPromoOrNull = CompanyPromo.nullable().meta({ id: 'CompanyPromoOrNull' });

/**
 * The seeds' save call. `videoUrl`: a media URL (`/api/media/{key}`) or id of a promo video the
 * company uploaded; null removes the video (and its file); absent keeps the current one.
 */
export const SaveCompanyPromoRequest = z
  .object({
    companyId: z.unknown().optional().describe('Ignored: the company is the signed-in user'),
    videoUrl: z.string().trim().max(500).nullable().optional(),
    /** Exactly three non-blank questions; absent keeps the stored ones (e.g. when only removing the video). */
    questions: PromoQuestions.optional(),
    /** The questions per reader language; a language left out has none. Absent keeps the stored ones. */
    questionTranslations: PromoQuestionTranslations.optional(),
  })
  .meta({ id: 'SaveCompanyPromoRequest' });
export type SaveCompanyPromoRequest = z.infer<typeof SaveCompanyPromoRequest>;

/** Which uploaded video a save names: its address's random key, or its id. */
export type MediaReference = { accessKey: string } | { id: number };

/**
 * `/api/media/{key}` or an absolute URL ending so → the key; `12` (the id the upload answered) → 12; anything
 * else (another site's URL, the retired `/api/media/{id}` form) → null.
 */
export function mediaReferenceFromVideoUrl(value: string): MediaReference | null {
  const trimmed = value.trim();
  const url = /^(?:https?:\/\/[^/]+)?\/api\/media\/([^/?#]+)$/.exec(trimmed);
  if (url) return MEDIA_KEY_PATTERN.test(url[1]!) ? { accessKey: url[1]! } : null;
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && id <= 2_147_483_647 ? { id } : null;
}

export const CompanyPromoList = z
  .object({ items: z.array(CompanyPromo), nextCursor: z.string().nullable() })
  .meta({ id: 'CompanyPromoPage' });

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

export const SaveVideoRequest = z
  .object({ promoId: z.coerce.number().int().positive().max(2_147_483_647) })
  .meta({ id: 'SaveVideoRequest' });
export const PromoIdParams = z.object({
  promoId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const savedVideoTitle = (companyName: string) => `${companyName} — Company Promo`;
