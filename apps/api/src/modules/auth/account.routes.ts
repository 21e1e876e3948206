import {
  AccountMessage,
  AccountSessionsResponse,
  ChangeEmailConfirm,
  ChangeEmailRequest,
  ChangePasswordRequest,
  PasswordResetCheck,
  PasswordResetConfirm,
  PasswordResetRequest,
  RevokedSessionsResponse,
  VerifyEmailRequest,
} from '@takeoff/shared/auth';
import { IdParams } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { createRateLimit, ipKey, windowCounter } from '../../http/rate-limit';
import * as account from './account-lifecycle.service';
import { passwordCheckLimits } from './password-check-limit';
import * as sessions from './sessions.service';

/** Account recovery, address verification and change, password change, and the user's sessions. */
export function registerAccountRoutes(api: ApiRouter, deps: AppDeps) {
  const { config } = deps;
  const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const resetsPerIp = createRateLimit({
    name: 'reset-ip',
    limit: config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: window,
    key: ipKey,
    redis: deps.redis,
    logger: deps.logger,
  });
  // Per address: past the limit the answer stays the same but no more mail goes out (no mail bombing, no oracle).
  const resetsPerEmail = windowCounter({
    name: 'reset-email',
    windowSeconds: window,
    redis: deps.redis,
  });
  // Each request mails an address the user typed: a daily budget per account keeps it from mailing strangers in bulk.
  const emailChangesPerAccount = createRateLimit({
    name: 'change-email-account',
    limit: config.EMAIL_CHANGES_PER_ACCOUNT_PER_DAY,
    windowSeconds: 86_400,
    key: (req) => (req.actor ? String(req.actor.id) : undefined),
    redis: deps.redis,
    logger: deps.logger,
  });

  api.add({
    method: 'post',
    path: '/api/auth/password-reset',
    summary:
      'Ask for a password reset link (the same 202 whether or not an account uses the address)',
    tags: ['auth'],
    access: 'public',
    before: [resetsPerIp],
    body: PasswordResetRequest,
    response: AccountMessage,
    status: 202,
    handler: async ({ body }) => {
      // Answered before any lookup, so the time says nothing about the address either; the work runs after.
      const allowed = (await resetsPerEmail.hit(body.email)) <= config.AUTH_RATE_LIMIT_PER_ACCOUNT;
      if (allowed) {
        setImmediate(() => {
          account
            .requestPasswordReset(deps, body.email)
            .catch((error: unknown) =>
              deps.logger.error({ err: error }, 'password reset request failed'),
            );
        });
      }
      return { message: account.ACCOUNT_MESSAGES.resetRequested };
    },
  });

  api.add({
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    summary: 'Set a new password with a reset link: every session of the account ends',
    tags: ['auth'],
    access: 'public',
    before: [resetsPerIp],
    body: PasswordResetConfirm,
    response: AccountMessage,
    errors: [400],
    handler: ({ body }) => account.confirmPasswordReset(deps, body),
  });

  api.add({
    method: 'post',
    path: '/api/auth/password-reset/check',
    summary:
      'Check a reset link when its page opens: 200 if it works, else 400 saying whether it was used or expired',
    tags: ['auth'],
    access: 'public',
    before: [resetsPerIp],
    body: PasswordResetCheck,
    response: AccountMessage,
    errors: [400],
    handler: ({ body }) => account.checkPasswordReset(deps, body.token),
  });

  api.add({
    method: 'post',
    path: '/api/auth/change-password',
    summary:
      'Change my password (my other sessions end); admins’ passwords come from the environment',
    tags: ['auth'],
    access: ['candidate', 'company'],
    orgPermission: 'personal',
    before: passwordCheckLimits(deps),
    body: ChangePasswordRequest,
    response: AccountMessage,
    errors: [400],
    handler: ({ user, body }) => account.changePassword(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/auth/verify-email',
    summary: 'Confirm an email address with the link mailed to it',
    tags: ['auth'],
    access: 'public',
    body: VerifyEmailRequest,
    response: AccountMessage,
    errors: [400],
    handler: ({ body }) => account.verifyEmail(deps, body.token),
  });

  api.add({
    method: 'post',
    path: '/api/auth/verify-email/resend',
    summary: 'Mail me a new confirmation link',
    tags: ['auth'],
    access: ['candidate', 'company'],
    orgPermission: 'personal',
    response: AccountMessage,
    status: 202,
    handler: ({ user }) => account.resendVerification(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/auth/change-email',
    summary: 'Ask to move my account to another address: a confirmation link goes to it',
    tags: ['auth'],
    access: ['candidate', 'company'],
    orgPermission: 'personal',
    before: [...passwordCheckLimits(deps), emailChangesPerAccount],
    body: ChangeEmailRequest,
    response: AccountMessage,
    status: 202,
    errors: [400, 409],
    handler: ({ user, body }) => account.requestEmailChange(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/auth/change-email/confirm',
    summary: 'Confirm the new address with the link mailed to it; the old address gets a notice',
    tags: ['auth'],
    access: 'public',
    body: ChangeEmailConfirm,
    response: AccountMessage,
    errors: [400, 409],
    handler: ({ body }) => account.confirmEmailChange(deps, body.token),
  });

  api.add({
    method: 'get',
    path: '/api/auth/sessions',
    summary: 'My active sessions (device, address, when created and last used)',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    response: AccountSessionsResponse,
    handler: async ({ user }) => ({ sessions: await sessions.listSessions(deps, user) }),
  });

  api.add({
    method: 'delete',
    path: '/api/auth/sessions/:id',
    summary: 'Sign one of my sessions out',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    params: IdParams,
    errors: [404],
    handler: ({ user, params }) => sessions.revokeSession(deps, user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/auth/sessions/revoke-others',
    summary: 'Sign out every session of mine but this one',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    response: RevokedSessionsResponse,
    handler: ({ user }) => sessions.revokeOtherSessions(deps, user),
  });
}
