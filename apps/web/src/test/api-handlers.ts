import { http, HttpResponse } from 'msw';
import { ApiError } from '@takeoff/shared/errors';
import { SessionResponse, User } from '@takeoff/shared/auth';

/** Answers built through the shared zod schemas: a fixture the API could not send fails here, not in a page. */
export const answer = <T>(schema: { parse: (value: unknown) => T }, value: T, status = 200) =>
  HttpResponse.json(schema.parse(value) as Record<string, unknown>, { status });

/** The API's one error shape. */
export const apiError = (status: number, code: string, message: string) =>
  answer(ApiError, { message, code }, status);

let nextId = 1;

/** A signed-in person as `/api/auth/session` describes them. */
export function userOf(
  role: 'candidate' | 'company' | 'admin',
  overrides: Partial<User> = {},
): User {
  const id = nextId++;
  const name =
    role === 'company' ? 'Test Flight Co' : role === 'admin' ? 'Test Admin' : 'Test Traveller';
  return User.parse({
    id,
    email: `${role}-${id}@example.test`,
    name,
    role,
    subscriptionStatus: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    emailVerified: true,
    // A company account is its organisation's owner (the API makes it so at registration).
    org: role === 'company' ? { id, name, role: 'owner' } : null,
    locale: null,
    ...overrides,
  });
}

/** Who the session belongs to: `null` for a visitor. */
export const sessionHandler = (user: User | null) =>
  http.get('/api/auth/session', () => answer(SessionResponse, { user }));

/** What every page asks a visitor's API. */
export const visitorHandlers = () => [sessionHandler(null)];
