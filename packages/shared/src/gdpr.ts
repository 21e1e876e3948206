import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';

/** Notice is given this many days before inactive candidates' pitches and videos are deleted. */
export const RETENTION_NOTICE_DAYS = 14;
export const RETENTION_NOTICE_TYPE = 'retention_notice';
export const EXPORT_FORMAT_ID = 'takeoff-gdpr-export/1';

export const DeleteAccountRequest = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const GDPR_TEXTS = {
  deleted: 'Your account and its content have been deleted.',
  wrongPassword: 'The password is not correct.',
  exportReady: 'Your data export has been downloaded.',
  withdrawn: 'Your consent has been withdrawn.',
  retentionTitle: 'Your video pitch will be deleted soon',
  retentionMessage: (deadline: string) =>
    `Your account has been inactive for a long time. Your video pitch and videos will be deleted on ${deadline} unless you sign in before then.`,
} as const;

/** When an inactive account's content becomes due for deletion, and when its notice is due. */
export function retentionDates(lastActiveAt: Date, inactiveDays: number) {
  const deadline = new Date(lastActiveAt.getTime() + inactiveDays * 86_400_000);
  const noticeFrom = new Date(deadline.getTime() - RETENTION_NOTICE_DAYS * 86_400_000);
  return { deadline, noticeFrom };
}

/**
 * Content may be deleted only once the deadline has passed AND a notice went out at least
 * RETENTION_NOTICE_DAYS before — so a job that was down, or a shortened period, never deletes unwarned.
 */
export function retentionPurgeDue(now: Date, deadline: Date, noticedAt: Date | null): boolean {
  if (!noticedAt || now < deadline) return false;
  return now.getTime() - noticedAt.getTime() >= RETENTION_NOTICE_DAYS * 86_400_000;
}

/** The top-level sections of a data export (Art. 20), in the order they appear. */
export const EXPORT_SECTIONS = [
  'profile',
  'pitch',
  'applications',
  'messages',
  'ratingsGiven',
  'ratingsReceived',
  'consents',
  'notifications',
  'mailPreferences',
  'videos',
  'otherRecords',
] as const;

export const ExportIndexEntry = z.object({
  table: z.string(),
  section: z.string(),
  rows: z.number().int(),
});
export type ExportIndexEntry = z.infer<typeof ExportIndexEntry>;
