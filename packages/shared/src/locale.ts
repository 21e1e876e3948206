import { z } from 'zod';

/** The interface languages: Greek and English (English is the fallback). */
export const LOCALES = ['el', 'en'] as const;
export const Locale = z.enum(LOCALES).meta({ id: 'Locale' });
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'en';

/** `PATCH /api/me`: the account's own settings (today its language). */
export const UpdateMeRequest = z.object({ locale: Locale }).strict().meta({ id: 'UpdateMeRequest' });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;
