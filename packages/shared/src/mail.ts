import { z } from 'zod';

/**
 * The kinds of mail a user may turn off (in-app notifications stay on). Account mail (reset, verification,
 * "your password was changed") always goes out.
 *  - interviews: an interview scheduled, moved or cancelled; a join request accepted or declined
 *  - applications: candidates — an application changed stage; companies — a new application arrived
 *  - messages: a new message (at most one mail per thread per 15 minutes while it is unread)
 *  - digest: companies — a weekly digest of new pitches matching their open jobs' skills
 */
export const MailPreferenceKind = z.enum(['interviews', 'applications', 'messages', 'digest']);
export type MailPreferenceKind = z.infer<typeof MailPreferenceKind>;

export const MAIL_PREFERENCE_DEFAULTS: Record<MailPreferenceKind, boolean> = {
  interviews: true,
  applications: true,
  messages: true,
  digest: false,
};

export const MAIL_PREFERENCE_LABELS: Record<
  MailPreferenceKind,
  { title: string; description: string }
> = {
  interviews: {
    title: 'Interviews',
    description: 'Interviews scheduled, moved or cancelled, and answers to join requests',
  },
  applications: {
    title: 'Applications',
    description: 'New applications, and changes to the stage of an application',
  },
  messages: {
    title: 'Messages',
    description: 'New messages (at most one email per conversation every 15 minutes)',
  },
  digest: {
    title: 'Weekly digest',
    description: 'Companies: new pitches matching the skills of your open jobs, once a week',
  },
};

export const NotificationPreferences = z
  .object({
    email: z
      .object({
        interviews: z.boolean(),
        applications: z.boolean(),
        messages: z.boolean(),
        digest: z.boolean(),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** The signed token of an unsubscribe link: it turns one kind off for one user without signing in. */
export const UnsubscribeRequest = z
  .object({
    token: z
      .string()
      .trim()
      .min(10)
      .max(300)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Invalid link'),
  })
  .meta({ id: 'UnsubscribeRequest' });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;
export const UnsubscribeResponse = z
  .object({ kind: MailPreferenceKind, message: z.string() })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;
