import { expect, type Page } from '@playwright/test';

/** The dev admin the e2e server creates (no ADMIN_EMAIL set; apps/api/src/config.ts dev defaults). */
export const E2E_ADMIN = { email: 'admin@takeoff.local', password: 'takeoff-admin-dev' };

export async function submitAdminPassword(page: Page) {
  await page.goto('/admin');
  await expect(page.getByLabel('Admin Email')).toHaveValue(E2E_ADMIN.email);
  const submit = page.getByRole('button', { name: 'Access Admin Dashboard' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Admin Password').fill(E2E_ADMIN.password);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Admin Password').press('Enter');
}

export const adminTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
