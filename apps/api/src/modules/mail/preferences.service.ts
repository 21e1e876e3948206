import { eq } from 'drizzle-orm';
import {
  MAIL_PREFERENCE_LABELS,
  type MailPreferenceKind,
  type NotificationPreferences,
} from '@takeoff/shared/mail';
import type { Executor } from '../../db/client';
import { mailPreferences } from '../../db/schema/mail';
import { users } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { mailPreferencesOf, unsubscribeLinks } from './mail.service';

export async function getPreferences(
  exec: Executor,
  userId: number,
): Promise<NotificationPreferences> {
  return { email: await mailPreferencesOf(exec, userId) };
}

export async function setPreferences(
  exec: Executor,
  userId: number,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = { ...input.email, updatedAt: new Date() };
  await exec
    .insert(mailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: values });
  return getPreferences(exec, userId);
}

const invalidLink = () =>
  AppError.badRequest('This unsubscribe link is not valid.', 'INVALID_UNSUBSCRIBE_LINK');

/** The signed link from a mail turns one kind off, without signing in (RFC 8058 one-click, or the page). */
export async function unsubscribe(
  deps: AppDeps,
  token: string,
): Promise<{ kind: MailPreferenceKind; message: string }> {
  const target = unsubscribeLinks(deps).verify(token);
  if (target === 'expired') {
    throw AppError.badRequest(
      'This unsubscribe link has expired. Sign in and change your email settings on your account page.',
      'UNSUBSCRIBE_LINK_EXPIRED',
    );
  }
  if (!target) throw invalidLink();
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, target.userId))
    .limit(1);
  if (!user) throw invalidLink();
  const current = await mailPreferencesOf(deps.db, user.id);
  await setPreferences(deps.db, user.id, { email: { ...current, [target.kind]: false } });
  return {
    kind: target.kind,
    message: `You will no longer get emails about: ${MAIL_PREFERENCE_LABELS[target.kind].title.toLowerCase()}.`,
  };
}
