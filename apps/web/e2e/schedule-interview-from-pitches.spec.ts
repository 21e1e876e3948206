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

test('a company schedules an interview with the candidate preselected from the pitches page', async ({
  page,
  browser,
}, testInfo) => {
  const candidatePage = await secondPage(browser, testInfo);
  const candidate = await registerViaApi(candidatePage, 'candidate');
  await signInAs(page, DEMO_COMPANIES.aurora);
  // The pitches page's Schedule button redirects here with the candidate's id.
  await page.goto(`/company/interviews?candidate=${candidate.id}`);
  const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
  await expect(dialog.getByLabel('Candidate')).toHaveValue(String(candidate.id));
  // The dialog opens on its first field.
  await expect(dialog.getByLabel('Candidate')).toBeFocused();
  await expect(dialog.getByLabel('Candidate').locator('option:checked')).toHaveText(
    anonymousLabel(candidate.id),
  );
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await pickFirstOption(page, 'Position');
  await dialog.getByLabel('Date and time').fill(localDateTime(1));
  // A short intro call is booked for its own length, not the default hour.
  await dialog.getByLabel('Duration').selectOption('30');
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByTestId('company-interview')
    .filter({ hasText: anonymousLabel(candidate.id) });
  await revealInList(page, card);
  await expect(card).toContainText('· 30 min');
  await expect(card.getByTestId('meeting-panel')).toContainText('Meeting ID');
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /\/api\/interviews\/\d+\/calendar\.ics$/,
  );

  // The next interview starts from an empty form (no link or time carried over); closing it gives focus back
  // to the button that opened it.
  const opener = page.getByRole('main').getByRole('button', { name: 'Schedule Interview' }).first();
  await opener.click();
  await expect(dialog.getByLabel('Candidate')).toBeFocused();
  await expect(dialog.getByLabel('Date and time')).toHaveValue('');
  await expect(dialog.getByLabel(/^Meeting link/)).toHaveValue('');
  await dialog.getByLabel(/^Meeting link/).fill('https://meet.example.com/keep-out');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Typed input is never dropped without asking (issue #37, item 25).
  await page
    .getByRole('alertdialog', { name: 'Close without saving?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel(/^Meeting link/)).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The candidate is notified and sees the interview with its join panel.
  await candidatePage.goto('/candidate/live-rooms');
  const interview = candidatePage
    .getByTestId('interview-card')
    .filter({ hasText: 'Aurora Design Studio' });
  await expect(interview.getByRole('button', { name: 'Join Meeting' })).toBeVisible();
  const notifications = await (await candidatePage.request.get('/api/notifications')).json();
  expect(notifications.items.map((n: { type: string }) => n.type)).toContain('interview_scheduled');
  await candidatePage.goto('/mobile-interviews');
  await expect(candidatePage.getByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
  await screenshotForPeople(candidatePage, {
    path: `e2e/screenshots/mobile-interviews-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await candidatePage.context().close();
});
