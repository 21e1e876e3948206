import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test('a half-written job survives a click outside the dialog and a reload', async ({ page }) => {
  await registerViaApi(page, 'company');
  await page.goto('/company/jobs');
  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByLabel('Job Title').fill('Night Cargo Pilot');
  await dialog.getByLabel('Description').fill('Overnight runs to Larnaca.');

  // A click beside the dialog asks instead of throwing the input away.
  await page.mouse.click(8, 8);
  const ask = page.getByRole('alertdialog', { name: 'Close without saving?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Job Title')).toHaveValue('Night Cargo Pilot');

  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Close, keep draft' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Post New Job' }).click();
  await expect(dialog.getByLabel('Job Title')).toHaveValue('Night Cargo Pilot');
  await expect(dialog.getByLabel('Description')).toHaveValue('Overnight runs to Larnaca.');
});
