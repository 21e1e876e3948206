import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { adminTab, submitAdminPassword } from './support/admin';
import { liftWithKeyboard } from './support/keyboard-drag';
import { screenshotForPeople } from './support/screenshots';

// Signs in with the admin's password alone: it runs with the other specs, before admin-back-office.spec.ts turns
// two-factor on in the 'admin-serial' project.

test('an admin deletes a pitch and moves another to the top of the public order', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two candidates publish pitches through the pitches API.
  const titles: string[] = [];
  for (const name of ['Doomed', 'Rising']) {
    const api = await playwright.request.newContext({ baseURL });
    const candidate = await registerViaApi(api, 'candidate');
    const title = `${name} pitch ${candidate.id}`;
    const created = await api.post('/api/candidate-pitches', {
      data: {
        title,
        skills: ['Logistics'],
        youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
      },
      headers: { Origin: String(baseURL) },
    });
    expect(created.status(), await created.text()).toBe(201);
    titles.push(title);
    await api.dispose();
  }
  const [doomed, rising] = titles as [string, string];

  await submitAdminPassword(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await adminTab(page, 'Candidate Pitches').click();
  const card = page.getByTestId('admin-pitch').filter({ hasText: doomed });
  await card.getByRole('button', { name: `Delete ${doomed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Pitch Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Keyboard drag: pick up the handle, move it up one place, drop it.
  await adminTab(page, 'Video Reorder').click();
  const rows = page.getByTestId('reorder-row');
  await expect(rows.first()).toBeVisible();
  const titlesInOrder = await rows.locator('p.truncate').allTextContents();
  const from = titlesInOrder.indexOf(rising);
  expect(from).toBeGreaterThan(0);
  expect(titlesInOrder).not.toContain(doomed);
  // Each key waits for the screen-reader announcement of its effect, as a listening user would.
  const announcer = page.getByRole('status').filter({ hasText: rising });
  await page.getByRole('button', { name: `Move ${rising}`, exact: true }).focus();
  await liftWithKeyboard(page);
  // Picked up: it is measured over its own place first.
  await expect(announcer).toHaveText(`${rising} is over position ${from + 1}.`);
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toHaveText(`${rising} is over position ${from}.`);
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`${rising} dropped at position ${from}.`);
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await expect(rows.nth(from - 1)).toContainText(rising);
  await expect(rows.nth(from)).toContainText(titlesInOrder[from - 1]!);
  // Reset brings the server's order back; 'Move to top' then takes it to position 1 in one step.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('You have unsaved changes')).toBeHidden();
  await expect(rows.nth(from)).toContainText(rising);
  await page.getByRole('button', { name: `Move ${rising} to the top` }).click();
  await expect(rows.first()).toContainText(rising);
  // The rows, with their handle and 'Move to top' button, fit a phone (every other tab at 375 px: the mobile run of
  // every-page-is-accessible.spec.ts).
  await page.setViewportSize({ width: 375, height: 812 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect.poll(pageWidth).toBeLessThanOrEqual(375);
  await screenshotForPeople(page, { path: 'e2e/screenshots/admin-reorder-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotForPeople(page, { path: 'e2e/screenshots/admin-reorder-1280.png' });
  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(page.getByText('Video pitch order updated successfully')).toBeVisible();
  await expect(page.getByText('You have unsaved changes')).toBeHidden();

  // The public order follows: the company pitches page lists it first.
  await page.goto('/company/candidates');
  await expect(page.getByTestId('pitch-card').first()).toContainText(rising);
});
