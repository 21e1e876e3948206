import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test('a company sees its own Explore Companies card, marked as its own, on its promo page', async ({
  page,
}, testInfo) => {
  const name = `Own Card Air ${randomUUID().slice(0, 6)}`;
  await registerViaApi(page, 'company', { name });
  await page.goto('/company/promo');
  const section = page.getByRole('region', { name: 'Your card on Explore Companies' });
  const card = section.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('own-company-badge')).toHaveText('Your company');
  await expect(card.getByTestId('no-promo-video')).toHaveText('No video available');
  await expect(card.locator('dt', { hasText: 'Applications' })).toBeVisible();
  await screenshotForPeople(card, {
    path: `e2e/screenshots/own-company-card-${testInfo.project.name}.png`,
  });
});
