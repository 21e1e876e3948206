import { z } from 'zod';
import { PersonName } from '@takeoff/shared/auth';
import { confirmationMatches, NewPassword } from '@/lib/password-rules';

/** The acceptance page's new-account fields: a name and a password typed twice (the address is the invited one). */
export const AcceptInvitationForm = z
  .object({ name: PersonName, password: NewPassword, confirmPassword: z.string() })
  .superRefine(confirmationMatches<{ password: string; confirmPassword: string }>('password'));
export type AcceptInvitationForm = z.infer<typeof AcceptInvitationForm>;
