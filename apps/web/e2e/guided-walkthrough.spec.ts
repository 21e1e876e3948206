import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';

test(
  'a candidate completes the job search walkthrough with Navigator Nia',
  { tag: '@phone' },
  async ({ page }) => {
    await registerViaApi(page, 'candidate');
    await page.goto('/candidate/overview');
    await page.getByRole('button', { name: 'Open Navigator Nia' }).click();
    const guide = page.getByRole('dialog', { name: 'Navigator Nia' });
    await guide.getByRole('button', { name: /Searching for jobs/ }).click();
    await expect(guide.getByText('Step 1 of 5')).toBeVisible();
    await guide.getByRole('button', { name: "Let's go" }).click();

    // Step 2 outlines the visible Job Search navigation item (desktop tabs or the mobile bottom nav).
    await expect(guide.getByText('Step 2 of 5')).toBeVisible();
    const highlight = page.getByTestId('tour-highlight');
    await expect(highlight).toBeVisible();
    const navBox = await page.locator('[data-tour="nav-jobs"]:visible').boundingBox();
    const outline = await highlight.boundingBox();
    if (!navBox || !outline) throw new Error('expected both boxes');
    expect(outline.x).toBeLessThanOrEqual(navBox.x);
    expect(outline.x + outline.width).toBeGreaterThanOrEqual(navBox.x + navBox.width);

    await guide.getByRole('button', { name: 'Next' }).click();
    await expect(guide.getByText('Step 3 of 5')).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/jobs$/);
    await guide.getByRole('button', { name: 'Next' }).click();
    await expect(guide.getByText('Step 4 of 5')).toBeVisible();
    await guide.getByRole('button', { name: 'Next' }).click();
    await expect(guide.getByText('Step 5 of 5')).toBeVisible();
    await guide.getByRole('button', { name: 'Finish' }).click();

    // The last step ends the flow; opening again starts from the menu.
    await expect(guide).toBeHidden();
    await expect(highlight).toBeHidden();
    await page.getByRole('button', { name: 'Open Navigator Nia' }).click();
    await expect(guide.getByRole('button', { name: /Recording your pitch/ })).toBeVisible();
  },
);

test('companies get Captain Casey and closing mid-flow resets it', async ({ page }) => {
  await registerViaApi(page, 'company');
  await page.goto('/company/dashboard');
  await page.getByRole('button', { name: 'Open Captain Casey' }).click();
  const guide = page.getByRole('dialog', { name: 'Captain Casey' });
  await guide.getByRole('button', { name: /Posting a video promo/ }).click();
  await expect(guide.getByText('Step 1 of 4')).toBeVisible();
  await guide.getByRole('button', { name: 'Close Captain Casey' }).click();
  await expect(guide).toBeHidden();
  await page.getByRole('button', { name: 'Open Captain Casey' }).click();
  await expect(guide.getByRole('button', { name: /Reviewing candidates/ })).toBeVisible();
});

test("Captain Casey's last Sending messages step opens the Messages tab and outlines the inbox", async ({
  page,
}) => {
  await registerViaApi(page, 'company');
  await page.goto('/company/dashboard');
  await page.getByRole('button', { name: 'Open Captain Casey' }).click();
  const guide = page.getByRole('dialog', { name: 'Captain Casey' });
  await guide.getByRole('button', { name: /Sending messages/ }).click();
  await guide.getByRole('button', { name: "Let's go" }).click();
  for (const step of [2, 3, 4]) {
    await expect(guide.getByText(`Step ${step} of 5`)).toBeVisible();
    await guide.getByRole('button', { name: 'Next' }).click();
  }
  await expect(guide.getByText('Step 5 of 5')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/candidates\?tab=messages$/);
  await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const highlight = page.getByTestId('tour-highlight');
  await expect(highlight).toBeVisible();
  const inbox = await page.locator('[data-tour="messages"]:visible').boundingBox();
  const outline = await highlight.boundingBox();
  if (!inbox || !outline) throw new Error('expected both boxes');
  expect(outline.y).toBeLessThanOrEqual(inbox.y);
  expect(outline.y + outline.height).toBeGreaterThanOrEqual(inbox.y + inbox.height);
  await expect(guide.getByRole('status')).toHaveCount(0);
});
