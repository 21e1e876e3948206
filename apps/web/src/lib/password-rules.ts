import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';

export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_MISMATCH_MESSAGE = 'The two passwords do not match';

/** A new password under the registration rules (the shared constants), with messages a person reads. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The repeat field of a new-password form: it must equal the field named `passwordField`. */
export function confirmationMatches<T extends Record<string, unknown>>(passwordField: keyof T & string) {
  return (values: T, context: z.RefinementCtx) => {
    if (values[passwordField] !== values.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  };
}
