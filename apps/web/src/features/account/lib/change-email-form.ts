import { z } from 'zod';
import { ChangeEmailRequest } from '@takeoff/shared/auth';
import { t } from '../i18n';

/**
 * The change-email fields; the new address must differ from the one in use. The address follows the shared `Email`
 * rule (trimmed, lower-cased, at most 254 characters, an address) with its messages in the chosen language.
 */
export const changeEmailForm = (currentEmail: string) =>
  ChangeEmailRequest.extend({
    newEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { error: () => t('changeEmail.invalidEmail') })
      .pipe(z.email({ error: () => t('changeEmail.invalidEmail') }))
      .refine((email) => email !== currentEmail.toLowerCase(), {
        error: () => t('changeEmail.sameAddress'),
      }),
    password: z.string().min(1, { error: () => t('changeEmail.passwordRequired') }),
  });
export type ChangeEmailForm = z.infer<ReturnType<typeof changeEmailForm>>;
