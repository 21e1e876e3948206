import { eq, sql } from 'drizzle-orm';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  PasswordResetConfirm,
} from '@takeoff/shared/auth';
import { MESSAGES } from '@takeoff/shared/constants';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type SessionUser } from '../../http/session';
import { endSessions } from './session-store';
import { queueMail } from '../mail/mail.service';
import { consumeToken, findToken, issueToken, voidTokens } from './account-tokens';
import { hashPassword, verifyPassword } from './password';

export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account uses this address, we sent it a link to reset the password. The link works for 30 minutes.',
  passwordReset: 'Your password was changed. Sign in with the new one.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  invalidResetToken: 'This reset link is invalid or has expired. Ask for a new one.',
  resetLinkUsed:
    'This reset link was already used: your password was changed with it. Sign in with your new password, or ask for a new link.',
  resetLinkExpired:
    'This reset link has expired (links work for 30 minutes). Your password was not changed. Ask for a new link.',
  resetLinkValid: 'This reset link works. Choose a new password.',
  wrongPassword: 'Your current password is not right.',
  verified: 'Your email address is confirmed.',
  alreadyVerified: 'Your email address is already confirmed.',
  verificationSent: 'We sent a new confirmation link to your address.',
  invalidVerificationToken:
    'This confirmation link is invalid or has expired. Ask for a new one from your account.',
  changeEmailSent: 'We sent a link to your new address. Your address changes once you open it.',
  sameEmail: 'That is already your address.',
  emailChanged: 'Your email address was changed.',
  invalidEmailChangeToken:
    'This link is invalid or has expired. Ask for the change again from your account.',
} as const;

const link = (deps: Pick<AppDeps, 'config'>, path: string, token: string) =>
  `${deps.config.appOrigin}${path}?token=${encodeURIComponent(token)}`;

async function userById(exec: Executor, id: number) {
  const [row] = await exec.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A verification link for a user's current address, queued in `exec` (registration's transaction, or a resend). */
export async function sendVerification(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  exec: Executor,
  user: { id: number; email: string; name: string },
) {
  const token = await issueToken(exec, user.id, 'verify_email', user.email);
  await queueMail(
    deps,
    exec,
    'verify_email',
    { email: user.email, userId: user.id },
    { name: user.name, url: link(deps, '/verify-email', token) },
  );
}

/**
 * Starts a password reset. The caller answers the same thing whatever happens here (and before it happens), so
 * nobody learns whether an address has an account. Admin accounts are never reset: their password comes from the
 * environment. Disabled accounts get nothing either.
 */
export async function requestPasswordReset(deps: AppDeps, email: string) {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  // An organisation's identity row (no password) is not an account anyone signs in to.
  if (!row || row.role === 'admin' || row.disabledAt || !row.passwordHash) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, row.id, 'password_reset', row.email);
    await queueMail(
      deps,
      tx,
      'password_reset',
      { email: row.email, userId: row.id },
      { name: row.name, url: link(deps, '/reset-password', token) },
    );
  });
}

/** Sets the new password from a reset link: every session of the user ends, and a notice goes to the address. */
/** Why a reset link cannot be used, as plainly as its holder may be told (used, expired, or neither known). */
async function deadResetLink(exec: Executor, token: string) {
  const row = await findToken(exec, 'password_reset', token);
  const user = row && (await userById(exec, row.userId));
  const current =
    user &&
    user.role !== 'admin' &&
    !user.disabledAt &&
    user.email.toLowerCase() === row.email.toLowerCase();
  const message = !current
    ? ACCOUNT_MESSAGES.invalidResetToken
    : row.usedAt
      ? ACCOUNT_MESSAGES.resetLinkUsed
      : row.expiresAt <= new Date()
        ? ACCOUNT_MESSAGES.resetLinkExpired
        : null;
  return message ? AppError.badRequest(message, 'INVALID_RESET_TOKEN') : null;
}

/** Checks a reset link when its page opens, before a new password is typed; spends nothing. */
export async function checkPasswordReset(deps: AppDeps, token: string) {
  const dead = await deadResetLink(deps.db, token);
  if (dead) throw dead;
  return { message: ACCOUNT_MESSAGES.resetLinkValid };
}

export async function confirmPasswordReset(deps: AppDeps, input: PasswordResetConfirm) {
  const passwordHash = await hashPassword(deps.config, input.password);
  const ended = await deps.db.transaction(async (tx) => {
    const spent = await consumeToken(tx, 'password_reset', input.token);
    const user = spent && (await userById(tx, spent.userId));
    // The link went to an address the account no longer has: void.
    if (
      !spent ||
      !user ||
      user.role === 'admin' ||
      user.disabledAt ||
      user.email.toLowerCase() !== spent.email.toLowerCase()
    ) {
      throw (
        (await deadResetLink(tx, input.token)) ??
        AppError.badRequest(ACCOUNT_MESSAGES.invalidResetToken, 'INVALID_RESET_TOKEN')
      );
    }
    // Opening the mailed link proves the address too.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, user.id));
    await voidTokens(tx, user.id, ['password_reset']);
    await queueMail(
      deps,
      tx,
      'password_changed',
      { email: user.email, userId: user.id },
      { name: user.name },
    );
    return endSessions(deps, { userId: user.id }, tx);
  });
  deps.sessionSockets.end(ended);
  return { message: ACCOUNT_MESSAGES.passwordReset };
}

/** A signed-in user changes their password: their other sessions end; a notice goes to the address. */
export async function changePassword(
  deps: AppDeps,
  actor: SessionUser,
  input: ChangePasswordRequest,
) {
  const user = await userById(deps.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.badRequest(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(deps.config, input.newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await voidTokens(tx, user.id, ['password_reset']);
    await queueMail(
      deps,
      tx,
      'password_changed',
      { email: user.email, userId: user.id },
      { name: user.name },
    );
    return endSessions(deps, { userId: user.id, exceptSessionId: actor.sessionId }, tx);
  });
  deps.sessionSockets.end(ended);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

/** Confirms an address from its link; the link counts only while the user still has that address. */
export async function verifyEmail(deps: AppDeps, token: string) {
  // A link opened again (a second click, a mail app's preview) for an address that is confirmed says so.
  const already = await deps.db.transaction(async (tx) => {
    const spent = await consumeToken(tx, 'verify_email', token);
    if (!spent) {
      const row = await findToken(tx, 'verify_email', token);
      const owner = row && (await userById(tx, row.userId));
      if (
        row?.usedAt &&
        owner?.emailVerifiedAt &&
        owner.email.toLowerCase() === row.email.toLowerCase()
      )
        return true;
    }
    const user = spent && (await userById(tx, spent.userId));
    if (!spent || !user || user.email.toLowerCase() !== spent.email.toLowerCase()) {
      throw AppError.badRequest(
        ACCOUNT_MESSAGES.invalidVerificationToken,
        'INVALID_VERIFICATION_TOKEN',
      );
    }
    if (!user.emailVerifiedAt)
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    return false;
  });
  return { message: already ? ACCOUNT_MESSAGES.alreadyVerified : ACCOUNT_MESSAGES.verified };
}

export async function resendVerification(deps: AppDeps, actor: SessionUser) {
  const user = await userById(deps.db, actor.id);
  if (!user) throw AppError.unauthenticated();
  if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.alreadyVerified };
  await deps.db.transaction((tx) => sendVerification(deps, tx, user));
  return { message: ACCOUNT_MESSAGES.verificationSent };
}

const emailTaken = () => AppError.conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');

async function addressInUse(exec: Executor, email: string, exceptUserId: number) {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  deps: AppDeps,
  actor: SessionUser,
  input: ChangeEmailRequest,
) {
  const user = await userById(deps.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw AppError.badRequest(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
  }
  if (user.email.toLowerCase() === input.newEmail.toLowerCase())
    throw AppError.badRequest(ACCOUNT_MESSAGES.sameEmail, 'SAME_EMAIL');
  if (await addressInUse(deps.db, input.newEmail, user.id)) throw emailTaken();
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'change_email', input.newEmail);
    await queueMail(
      deps,
      tx,
      'change_email_confirm',
      { email: input.newEmail, userId: user.id },
      { name: user.name, url: link(deps, '/confirm-email', token) },
    );
  });
  return { message: ACCOUNT_MESSAGES.changeEmailSent };
}

/**
 * Moves the account to the confirmed address (which is thereby verified), voids links mailed to the old one, and
 * tells the old address. An address taken meanwhile → 409.
 */
export async function confirmEmailChange(deps: AppDeps, token: string) {
  await deps.db.transaction(async (tx) => {
    const spent = await consumeToken(tx, 'change_email', token);
    const user = spent && (await userById(tx, spent.userId));
    if (!spent || !user || user.role === 'admin')
      throw AppError.badRequest(
        ACCOUNT_MESSAGES.invalidEmailChangeToken,
        'INVALID_EMAIL_CHANGE_TOKEN',
      );
    if (await addressInUse(tx, spent.email, user.id)) throw emailTaken();
    const moved = await tx
      .update(users)
      .set({ email: spent.email, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ id: users.id })
      .catch((error: unknown) => {
        // Registered by someone else between the check and the update (the unique index).
        if (
          (error as { code?: string }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        )
          throw emailTaken();
        throw error;
      });
    if (!moved.length)
      throw AppError.badRequest(
        ACCOUNT_MESSAGES.invalidEmailChangeToken,
        'INVALID_EMAIL_CHANGE_TOKEN',
      );
    await voidTokens(tx, user.id, ['password_reset', 'verify_email']);
    await queueMail(
      deps,
      tx,
      'email_changed',
      { email: user.email, userId: user.id },
      { name: user.name, newEmail: spent.email, supportEmail: deps.config.SUPPORT_EMAIL },
    );
  });
  return { message: ACCOUNT_MESSAGES.emailChanged };
}
