import { z } from 'zod';
import { ChangeEmailRequest, Email } from '@takeoff/shared/auth';

/** The change-email fields; the new address must differ from the one in use. */
export const changeEmailForm = (currentEmail: string) =>
  ChangeEmailRequest.extend({
    newEmail: Email.refine((email) => email !== currentEmail.toLowerCase(), 'This is already your email address'),
    password: z.string().min(1, 'Enter your current password'),
  });
export type ChangeEmailForm = z.infer<ReturnType<typeof changeEmailForm>>;
