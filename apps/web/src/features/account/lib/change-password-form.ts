import { z } from 'zod';
import { ChangePasswordRequest } from '@takeoff/shared/auth';
import { confirmationMatches, NewPassword } from '@/lib/password-rules';
import { t } from '../i18n';

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/** The change-password fields: the request's two passwords (the new one under the registration rules) and its repeat. */
export const ChangePasswordForm = ChangePasswordRequest.extend({
  currentPassword: z.string().min(1, { error: () => t('changePassword.passwordRequired') }),
  newPassword: NewPassword,
  confirmPassword: z.string(),
}).superRefine(confirmationMatches<ChangePasswordValues>('newPassword'));
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
