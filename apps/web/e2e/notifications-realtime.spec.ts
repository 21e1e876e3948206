import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

// The e2e server runs in development without ADMIN_EMAIL, so the development admin exists.
const DEV_ADMIN = { email: 'admin@takeoff.local', password: 'takeoff-admin-dev' };

async function announceToCompanies(request: APIRequestContext, title: string) {
  const login = await request.post('/api/admin-auth/login', { data: DEV_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/notifications/announcements', {
    headers: { authorization: `Bearer ${token}` },
    data: { audience: 'companies', title, message: 'Gate B12 now boarding.' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

test('a notification made elsewhere appears at once in every open tab of the recipient', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  await registerViaApi(page, 'company');
  const secondTab = await context.newPage();
  await page.goto('/');
  await secondTab.goto('/');
  // Both tabs hold their live connection; then someone else acts (the admin, in another session). Two tabs load the
  // signed-in app at once here (the light landing page, then the takeover): as long as a navigation may take.
  for (const tab of [page, secondTab])
    await expect(bell(tab)).toHaveAttribute('data-live', 'true', { timeout: 45_000 });
  const admin = await playwright.request.newContext({ baseURL });
  const title = `Boarding ${randomUUID().slice(0, 8)}`;
  await announceToCompanies(admin, title);

  for (const tab of [page, secondTab]) {
    await expect(badge(tab)).toBeVisible();
    await expect(badge(tab)).toHaveText(/^[1-9]\d*$|^99\+$/);
  }
  await bell(page).click();
  // By its title: this spec's other project may announce to every company at the same time.
  const mine = page.getByTestId('notification-item').filter({ hasText: title });
  await expect(mine).toContainText('Gate B12 now boarding.');
  await expect(mine).toContainText(/ago/);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/notifications-dropdown-${testInfo.project.name}.png`,
  });

  // Opening the bell marked everything read: the badge goes here, and the server agrees.
  await expect(badge(page)).toBeHidden();
  await page.getByRole('button', { name: 'View All Notifications' }).click();
  await expect(page.getByRole('button', { name: 'View All Notifications' })).toBeHidden();
  // The server agrees: the other tab, loaded afresh, lists this announcement as read. Specs running alongside may
  // announce to every company meanwhile, so the check is on this announcement rather than on an empty badge.
  await secondTab.reload();
  await bell(secondTab).click();
  const mineThere = secondTab.getByTestId('notification-item').filter({ hasText: title });
  await expect(mineThere).toBeVisible();
  await expect(mineThere).not.toHaveAttribute('data-unread', 'true');
  await admin.dispose();
});

test('the dropdown of a new account says there is nothing yet', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/');
  await bell(page).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(badge(page)).toBeHidden();
});
