import { z } from 'zod';

/** The seeds' client sends its own email, name and time; the server uses the session's and ignores these. */
export const JoinWaitlistRequest = z
  .object({
    userEmail: z.string().max(254).optional(),
    userName: z.string().max(200).optional(),
    timestamp: z.string().max(64).optional(),
  })
  .meta({ id: 'JoinWaitlistRequest' });

export const WaitlistStatus = z
  .object({ joined: z.boolean(), joinedAt: z.string().nullable() })
  .meta({ id: 'WaitlistStatus' });
export type WaitlistStatus = z.infer<typeof WaitlistStatus>;
