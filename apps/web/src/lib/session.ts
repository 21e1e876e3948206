import type { SessionResponse, User } from '@takeoff/shared/auth';
import { apiGet } from './api-client';

/** The signed-in user, or null for a visitor (answered 200, so a visitor's console stays clean). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  return (await apiGet<SessionResponse>('/api/auth/session', { signal })).user;
}
