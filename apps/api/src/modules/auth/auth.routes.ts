import type { Request } from 'express';
import {
  AdminLoginRequest,
  AdminLoginResponse,
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  SessionResponse,
  User,
} from '@takeoff/shared/auth';
import { UpdateMeRequest } from '@takeoff/shared/locale';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { LoginThrottle } from '../../http/login-throttle';
import { createRateLimit, ipKey } from '../../http/rate-limit';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import * as auth from './auth.service';

const clientMeta = (req: Request) => ({ userAgent: req.get('user-agent'), ip: req.ip });

export function registerAuthRoutes(api: ApiRouter, deps: AppDeps) {
  const { config } = deps;
  const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  // Sign-in: a hard limit on failures per IP, and a per-account slow-down that never refuses a right password
  // (so nobody can lock another user out). Registration: a hard limit on attempts per IP.
  const failuresPerIp = createRateLimit({
    name: 'auth-ip',
    limit: config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: window,
    key: ipKey,
    redis: deps.redis,
    logger: deps.logger,
    failuresOnly: true,
  });
  const registrationsPerIp = createRateLimit({
    name: 'register-ip',
    limit: config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: window,
    key: ipKey,
    redis: deps.redis,
    logger: deps.logger,
  });
  const throttle = new LoginThrottle({
    freeFailures: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: window,
    baseDelayMs: config.AUTH_FAILURE_DELAY_MS,
    maxDelayMs: config.AUTH_FAILURE_DELAY_MAX_MS,
    redis: deps.redis,
  });
  // A right password still waiting for the admin's second factor is not a failure.
  const refusedCredentials = (error: unknown) =>
    error instanceof AppError && error.status === 401 && error.code !== 'TOTP_REQUIRED';

  api.add({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create a candidate or company account and sign in',
    tags: ['auth'],
    access: 'public',
    before: [registrationsPerIp],
    body: RegisterRequest,
    response: AuthResponse,
    status: 201,
    errors: [409],
    handler: async ({ body, req, res }) => {
      const result = await auth.register(deps, body, clientMeta(req));
      setSessionCookie(res, config, result.token, result.expiresAt);
      return { user: result.user, token: result.token };
    },
  });

  api.add({
    method: 'post',
    path: '/api/auth/login',
    summary:
      'Sign in with email and password (candidates and companies; admins use /api/admin-auth/login, which checks their second factor)',
    tags: ['auth'],
    access: 'public',
    before: [failuresPerIp],
    body: LoginRequest,
    response: AuthResponse,
    errors: [401],
    handler: async ({ body, req, res }) => {
      const result = await throttle.attempt(
        body.email,
        () => auth.login(deps, body, clientMeta(req)),
        refusedCredentials,
      );
      setSessionCookie(res, config, result.token, result.expiresAt);
      return { user: result.user, token: result.token };
    },
  });

  api.add({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the current session',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    handler: async ({ user, res }) => {
      await auth.logout(deps, user);
      clearSessionCookie(res, config);
    },
  });

  api.add({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    response: User,
    handler: ({ user }) => auth.getMe(deps, user),
  });

  api.add({
    method: 'patch',
    path: '/api/me',
    summary:
      'Change my own settings (today my language: the interface, and the mail and notifications I receive)',
    tags: ['auth'],
    access: 'authenticated',
    orgPermission: 'personal',
    body: UpdateMeRequest,
    response: User,
    handler: ({ user, body }) => auth.updateMe(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/auth/session',
    summary:
      "The request's user, or null for a visitor: what the SPA asks on load (a 401 there is logged by browsers as an error)",
    tags: ['auth'],
    access: 'public',
    response: SessionResponse,
    handler: async ({ actor }) => ({ user: actor ? await auth.getMe(deps, actor) : null }),
  });

  api.add({
    method: 'post',
    path: '/api/admin-auth/login',
    summary: 'Sign in to the admin back-office',
    tags: ['auth', 'admin'],
    access: 'public',
    before: [failuresPerIp],
    body: AdminLoginRequest,
    response: AdminLoginResponse,
    errors: [401],
    handler: async ({ body, req, res }) => {
      const result = await throttle.attempt(
        body.email,
        () => auth.adminLogin(deps, body, clientMeta(req)),
        refusedCredentials,
      );
      setSessionCookie(res, config, result.token, result.expiresAt);
      return { token: result.token, user: result.user };
    },
  });
}
