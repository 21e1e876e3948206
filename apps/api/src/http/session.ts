import type { RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';
import type { UserRole } from '@takeoff/shared/auth';
import type { Locale } from '@takeoff/shared/locale';
import { can, type OrgRole } from '@takeoff/shared/org-roles';
import type { Database } from '../db/client';
import { resolveSession } from '../modules/auth/session-store';
import type { Config } from '../config';

export const SESSION_COOKIE = 'takeoff_session';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  subscriptionStatus: string | null;
  createdAt: Date;
  sessionId: number;
  /** The person's chosen language (mail, notifications); null = none chosen (English). */
  locale: Locale | null;
  /** A company member's organisation (its id is the company's); null for candidates, admins and a company account in none. */
  org: { id: number; name: string; role: OrgRole } | null;
  /**
   * Whose rows the request reads and writes: the organisation for a company member, the user otherwise. `id` stays
   * the person (their account, their sessions, who acted).
   */
  partyId: number;
  /** The party's name: the organisation's (the company name) for a member, the user's own otherwise. */
  partyName: string;
}

/**
 * Whether a company member reads their organisation's shared notifications (live and in the list): owners and
 * recruiters, who see every job; an interviewer gets only what is addressed to them.
 */
export const readsOrganisationInbox = (user: Pick<SessionUser, 'org'>) =>
  user.org != null && can(user.org.role, 'company.work');

/** Reads the session token from the bearer header first, then the cookie. */
export function readToken(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = headers.cookie ? parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function setSessionCookie(res: Response, config: Config, token: string, expiresAt: Date) {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: Config) {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
  });
}

/** Attaches `req.actor` when the request carries a valid session; never rejects by itself. */
export function sessionMiddleware(db: Database, config: Config): RequestHandler {
  return async (req, _res, next) => {
    req.actor = null;
    req.authVia = null;
    req.sessionEnded = false;
    const found = readToken(req.headers);
    if (!found) return next();
    try {
      const user = await resolveSession(db, config, found.token);
      if (user) {
        req.actor = user;
        req.authVia = found.via;
      } else {
        req.sessionEnded = true;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
