import { z } from 'zod';
import { LOCALES } from './locale-codes';

export { DEFAULT_LOCALE, LOCALES, isLocale } from './locale-codes';

/** The interface languages: Greek and English (English is the fallback). */
export const Locale = z.enum(LOCALES).meta({ id: 'Locale' });
export type Locale = z.infer<typeof Locale>;

/** Whether the runtime knows an IANA zone name ("Europe/Athens", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone: the one interview times are written in for this person (mail, notifications). */
export const TimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Unknown time zone')
  .meta({ id: 'TimeZone' });

/** `PATCH /api/me`: the account's own settings (its language, its time zone), one or both. */
export const UpdateMeRequest = z
  .object({ locale: Locale.optional(), timeZone: TimeZone.optional() })
  .strict()
  .refine((r) => r.locale !== undefined || r.timeZone !== undefined, 'Nothing to change')
  .meta({ id: 'UpdateMeRequest' });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;
