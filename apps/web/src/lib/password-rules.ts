import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { i18n } from './i18n';

/** The messages in the language chosen when a form is checked (the schemas ask for them then, not when loaded). */
export const passwordLengthMessage = () =>
  i18n.t('password.tooShort', { min: PASSWORD_MIN_LENGTH });
export const passwordMismatchMessage = () => i18n.t('password.mismatch');
const passwordTooLongMessage = () => i18n.t('password.tooLong', { max: PASSWORD_MAX_LENGTH });

/** The English texts (what the forms' tests expect). */
export const PASSWORD_LENGTH_MESSAGE = i18n.t('password.tooShort', {
  lng: 'en',
  min: PASSWORD_MIN_LENGTH,
});
export const PASSWORD_MISMATCH_MESSAGE = i18n.t('password.mismatch', { lng: 'en' });

/** A new password under the registration rules (the shared constants), with messages a person reads. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: passwordLengthMessage })
  .max(PASSWORD_MAX_LENGTH, { error: passwordTooLongMessage });

/** The repeat field of a new-password form: it must equal the field named `passwordField`. */
export function confirmationMatches<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
) {
  return (values: T, context: z.RefinementCtx) => {
    if (values[passwordField] !== values.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: passwordMismatchMessage(),
      });
    }
  };
}
