import { z } from 'zod';
import { confirmationMatches, NewPassword } from '@/lib/password-rules';

/** The reset page's fields: the new password, typed twice. */
export const ResetPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .superRefine(confirmationMatches<{ password: string; confirmPassword: string }>('password'));
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
