import { z } from 'zod';
import { LOCALES } from './locale-codes';

export { DEFAULT_LOCALE, LOCALES, isLocale } from './locale-codes';

/** The interface languages: Greek and English (English is the fallback). */
export const Locale = z.enum(LOCALES).meta({ id: 'Locale' });
export type Locale = z.infer<typeof Locale>;

/** `PATCH /api/me`: the account's own settings (today its language). */
export const UpdateMeRequest = z
  .object({ locale: Locale })
  .strict()
  .meta({ id: 'UpdateMeRequest' });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;
