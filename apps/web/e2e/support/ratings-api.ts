import { request, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_PASSWORD, uniqueEmail } from './accounts';

/** The API's dev admin unless the run configures another one. */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL ?? 'admin@takeoff.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'takeoff-admin-dev',
};

export interface ApiUser {
  id: number;
  name: string;
  email: string;
  api: APIRequestContext;
}

const email = (role: string) => uniqueEmail(role);

/**
 * A user registered through the API, with its own bearer-authenticated request context. A company
 * accepts the Company Terms, as the API requires before it rates or sees candidates.
 */
export async function registerUser(
  baseURL: string,
  role: 'company' | 'candidate',
  name: string,
): Promise<ApiUser> {
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/auth/register', {
    data: { email: email(role), name, password: TEST_PASSWORD, role },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as {
    user: { id: number; name: string; email: string };
    token: string;
  };
  await anonymous.dispose();
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${body.token}` },
  });
  if (role === 'company') {
    const accepted = await api.post('/api/company-consent', { data: {} });
    if (accepted.status() !== 201)
      throw new Error(
        `accepting the company terms failed: ${accepted.status()} ${await accepted.text()}`,
      );
  }
  return { ...body.user, api };
}

export async function signInAdminApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/admin-auth/login', { data: E2E_ADMIN });
  if (res.status() !== 200)
    throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

export async function rate(
  rater: ApiUser,
  targetType: 'candidate' | 'company',
  targetId: number,
  rating: number,
) {
  const res = await rater.api.post('/api/ratings', { data: { targetType, targetId, rating } });
  if (res.status() !== 200) throw new Error(`rating failed: ${res.status()} ${await res.text()}`);
}

export const candidateLabel = (id: number) => `Candidate #${String(id).padStart(6, '0')}`;

/** Signs the browser page in as the admin (session cookie). */
export async function signInAdminPage(page: Page) {
  const res = await page.request.post('/api/admin-auth/login', { data: E2E_ADMIN });
  if (res.status() !== 200)
    throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}
