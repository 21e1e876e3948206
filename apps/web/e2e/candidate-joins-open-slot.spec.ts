import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import {
  DEMO_COMPANIES,
  anonymousLabel,
  localDateTime,
  pickFirstOption,
  revealInList,
  secondPage,
  signInAs,
} from './support/interviews';
import { screenshotForPeople } from './support/screenshots';

test('company opens a slot, a candidate requests it, the company accepts and the candidate sees it live with the meeting link', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Pairing session ${randomUUID().slice(0, 8)}`;
  await signInAs(page, DEMO_COMPANIES.skyline);
  await page.goto('/company/interviews');
  await page.getByRole('button', { name: 'Create Open Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Open Slot' });
  await dialog.getByRole('button', { name: 'Create Slot' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await dialog.getByLabel('Title').fill(title);
  await pickFirstOption(page, 'Position');
  await dialog.getByLabel('Date and time').fill(localDateTime(2));
  await expect(dialog.getByLabel('Duration')).toHaveValue('60');
  await dialog.getByLabel('Max candidates').selectOption('2');
  await dialog.getByLabel('Description').fill('Bring a laptop.');
  await dialog.getByRole('button', { name: 'Create Slot' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Open Slots' }).click();
  await revealInList(page, page.getByTestId('company-slot').filter({ hasText: title }));
  await expect(page.getByTestId('company-slot').filter({ hasText: title })).toContainText(
    '0/2 candidates',
  );

  const candidatePage = await secondPage(browser, testInfo);
  const candidate = await registerViaApi(candidatePage, 'candidate');
  await candidatePage.goto('/candidate/live-rooms');
  await candidatePage.getByRole('tab', { name: /Open Slots \(\d+\+?\)/ }).click();
  const slotCard = candidatePage.getByTestId('slot-card').filter({ hasText: title });
  await revealInList(candidatePage, slotCard);
  await expect(slotCard).toContainText('Available');
  await slotCard.getByRole('button', { name: 'Join Interview Slot' }).click();
  // Joining is a request the company may still decline: it says so, and nothing says "accepted" yet.
  await expect(slotCard.getByTestId('slot-requested')).toContainText(
    'Requested — waiting for the company',
  );
  await expect(slotCard.getByTestId('slot-accepted')).toHaveCount(0);
  await expect(slotCard).toContainText('1/2 candidates');

  await page.getByRole('tab', { name: 'Join Requests' }).click();
  const request = page
    .getByTestId('join-request')
    .filter({ hasText: title })
    .filter({ hasText: anonymousLabel(candidate.id) });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByRole('button', { name: 'Copy Link' })).toBeVisible();

  // The candidate's card changes live when the company answers (no reload).
  await expect(slotCard.getByTestId('slot-accepted')).toContainText(
    'Accepted — your interview is booked',
  );
  await expect(slotCard.getByTestId('slot-requested')).toHaveCount(0);
  const panel = candidatePage
    .getByTestId('slot-card')
    .filter({ hasText: title })
    .getByTestId('meeting-panel');
  await expect(
    panel.getByRole('link', { name: /^https:\/\/meet\.jit\.si\/Takeoff[0-9a-f]{32}$/ }),
  ).toBeVisible();
  await expect(panel).toContainText(/Meeting ID: Takeoff[0-9a-f]{32}/);
  await candidatePage.getByRole('tab', { name: /My Interviews \(\d+\+?\)/ }).click();
  await expect(
    candidatePage.getByTestId('interview-card').filter({ hasText: 'Skyline Tech' }).first(),
  ).toBeVisible();
  await screenshotForPeople(candidatePage, {
    path: `e2e/screenshots/live-rooms-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-interviews-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await candidatePage.context().close();
});
