import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('the job form names every field it refuses, in words, and marks it', async ({ page }) => {
  await registerViaApi(page, 'company');
  await page.goto('/company/jobs');
  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog.getByLabel('Job Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#job-title-error')).toHaveText('This field is required.');
  await expect(dialog.getByText(/Too small|expected string/)).toHaveCount(0);

  await dialog.getByLabel('Job Title').fill('Pilot');
  await dialog.getByLabel('Location').fill('Athens');
  await dialog.getByLabel('Description').fill('Fly.');
  await dialog.getByLabel('Skills (comma separated)').fill(`Radio, ${'x'.repeat(41)}`);
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog.locator('#job-skills-error')).toHaveText('Skill 2: Use at most 40 characters.');
  await expect(dialog.getByLabel('Skills (comma separated)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Job Title')).not.toHaveAttribute('aria-invalid', 'true');
});
