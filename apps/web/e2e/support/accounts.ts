import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Role = 'candidate' | 'company';

export type TestAccount = {
  id: number;
  email: string;
  name: string;
  password: string;
  role: Role;
};

export const TEST_PASSWORD = 'correct-horse-battery';

/** An email no other run or test has used (the database may be shared with CI's PostgreSQL). */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${randomUUID()}@example.test`;
}

export function newAccountInput(role: Role) {
  const name = role === 'company' ? 'E2E Flight Co' : 'E2E Traveller';
  return { email: uniqueEmail(role), name, password: TEST_PASSWORD, role };
}

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

/**
 * Creates an account through the API. Given a page, the session cookie lands in the
 * page's browser context, so the page is signed in as that account. The account has
 * given consent (candidate) or accepted the company terms, so the consent dialog does not
 * cover the page; flows about consent pass `{ consent: false }`.
 */
export async function registerViaApi(
  target: Page | APIRequestContext,
  role: Role,
  options: { consent?: boolean; name?: string } = {},
): Promise<TestAccount> {
  const input = { ...newAccountInput(role), ...(options.name ? { name: options.name } : {}) };
  const request = requestOf(target);
  const response = await request.post('/api/auth/register', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { id: number }; token: string };
  if (options.consent ?? true) {
    // The bearer token, not the cookie: a cookie-authenticated write without an Origin is refused (CSRF).
    const headers = { Authorization: `Bearer ${body.token}` };
    const consent =
      role === 'candidate'
        ? await request.post('/api/auth/gdpr-consent', { data: { consentGiven: true }, headers })
        : await request.post('/api/company-consent', { data: {}, headers });
    expect(consent.status(), await consent.text()).toBe(201);
  }
  return { ...input, id: body.user.id };
}
