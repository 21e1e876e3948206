import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { candidateLabel, rate, registerUser, signInAdminApi } from './support/ratings-api';

test('a company rates a ranked candidate with the stars and the average updates', async ({
  page,
  baseURL,
}) => {
  // Three companies give a fresh candidate 5, 4 and 4 stars (4.3 from 3), then the admin publishes the week.
  const candidate = await registerUser(baseURL!, 'candidate', 'Hidden Name E2E');
  const raters = await Promise.all(
    [1, 2, 3].map((i) => registerUser(baseURL!, 'company', `Rater ${i}`)),
  );
  await Promise.all(raters.map((r, i) => rate(r, 'candidate', candidate.id, [5, 4, 4][i]!)));
  const admin = await signInAdminApi(baseURL!);
  expect((await admin.post('/api/admin/rankings/publish-current')).status()).toBe(200);

  await registerViaApi(page, 'company');
  await page.goto('/top-talents');
  const row = page.getByTestId('top-talent-row').filter({ hasText: candidateLabel(candidate.id) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Hidden Name E2E');
  await expect(row.getByTestId('rating-summary')).toHaveText('Avg 4.3 (3 ratings)');

  // Keyboard and pointer both work: the stars are a radio group. The checked star follows the saved
  // rating (it turns checked once the server has it), so click and then wait for it, not check().
  const stars = row.getByRole('group', { name: 'Rate this candidate' });
  await stars.getByRole('radio', { name: '1 star' }).click();
  await expect(row.getByTestId('rating-summary')).toHaveText('Avg 3.5 (4 ratings)');
  await expect(stars.getByRole('radio', { name: '1 star' })).toBeChecked();
  await stars.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(row.getByTestId('rating-summary')).toHaveText('Avg 3.8 (4 ratings)');

  // After a reload the company's own rating is loaded again.
  await page.reload();
  const again = page
    .getByTestId('top-talent-row')
    .filter({ hasText: candidateLabel(candidate.id) });
  await expect(again.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(again.getByTestId('rating-summary')).toHaveText('Avg 3.8 (4 ratings)');
  await Promise.all([
    ...raters.map((r) => r.api.dispose()),
    candidate.api.dispose(),
    admin.dispose(),
  ]);
});
