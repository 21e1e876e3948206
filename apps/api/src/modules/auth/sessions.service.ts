import { and, desc, eq } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { AccountSession } from '@takeoff/shared/auth';
import { sessions } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { serverT } from '../../i18n';
import { type SessionUser } from '../../http/session';
import { endSessions } from './session-store';

/**
 * "Firefox on Windows", "Mobile Safari on iOS (iPhone)"; "Unknown device" when the agent says nothing useful —
 * in the reader's language (the browser and system names are names).
 */
export function describeDevice(userAgent: string | null, locale: string | null = null) {
  const t = serverT(locale, 'auth');
  if (!userAgent) return t('device.unknown');
  const { browser, os, device } = UAParser(userAgent);
  const where = [os.name, device.model ? `(${device.model})` : ''].filter(Boolean).join(' ');
  if (browser.name && where) return t('device.browserOn', { browser: browser.name, where });
  return browser.name ?? (where || t('device.unknown'));
}

export async function listSessions(deps: AppDeps, actor: SessionUser): Promise<AccountSession[]> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.id))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows
    .filter((row) => row.expiresAt > new Date())
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent, actor.locale),
      ip: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      current: row.id === actor.sessionId,
    }));
}

/** Signs one of my sessions out (its sockets too); another user's session is "not found", as if it did not exist. */
export async function revokeSession(deps: AppDeps, actor: SessionUser, sessionId: number) {
  const [own] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)))
    .limit(1);
  if (!own) throw AppError.notFound('Session not found');
  await endSessions(deps, { sessionId: own.id });
}

export async function revokeOtherSessions(deps: AppDeps, actor: SessionUser) {
  const ended = await endSessions(deps, { userId: actor.id, exceptSessionId: actor.sessionId });
  return { revoked: ended.length };
}
