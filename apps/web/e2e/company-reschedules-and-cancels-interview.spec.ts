import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import {
  DEMO_COMPANIES,
  anonymousLabel,
  localDateTime,
  revealInList,
  secondPage,
  signInAs,
} from './support/interviews';
import { screenshotForPeople } from './support/screenshots';

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
async function post(page: Page, url: string, data: unknown) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post(url, { data, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The first of the signed-in company's positions. */
async function firstPosition(page: Page): Promise<number> {
  const options = await (await page.request.get('/api/interviews/schedule-options')).json();
  return (options.positions as { id: number }[])[0]!.id;
}

/** The SPA's interview date format (lib/format-date.ts), in the browser's locale and zone. */
const formatInBrowser = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(value)),
    iso,
  );

test('a company reschedules and then cancels an interview, and the candidate sees both', async ({
  page,
  browser,
}, testInfo) => {
  const candidatePage = await secondPage(browser, testInfo);
  const candidate = await registerViaApi(candidatePage, 'candidate');
  await signInAs(page, DEMO_COMPANIES.skyline);
  await post(page, '/api/interviews', {
    candidateId: candidate.id,
    jobId: await firstPosition(page),
    scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });

  await page.goto('/company/interviews');
  const card = page
    .getByTestId('company-interview')
    .filter({ hasText: anonymousLabel(candidate.id) });
  await revealInList(page, card);
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Interview' });
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await expect(dialog.getByLabel('Date and time')).not.toHaveValue('');
  const newTime = localDateTime(3);
  await dialog.getByLabel('Date and time').fill(newTime);
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await screenshotForPeople(page, {
    path: `e2e/screenshots/reschedule-interview-${testInfo.project.name}.png`,
  });
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeHidden();
  const movedText = await formatInBrowser(page, new Date(newTime).toISOString());
  await expect(card).toContainText(`${movedText} · 45 min`);
  await screenshotForPeople(card, {
    path: `e2e/screenshots/company-interview-card-${testInfo.project.name}.png`,
  });

  // The candidate sees it at its new time, and was told.
  await candidatePage.goto('/candidate/live-rooms');
  const theirs = candidatePage.getByTestId('interview-card').filter({ hasText: 'Skyline' });
  await expect(theirs).toContainText(`${movedText} · 45 min`);
  const types = async () =>
    (
      (await (await candidatePage.request.get('/api/notifications')).json()).items as {
        type: string;
      }[]
    ).map((n) => n.type);
  expect(await types()).toContain('interview_moved');

  // Cancelling asks first, with an optional reason for the candidate.
  await card.getByRole('button', { name: 'Cancel interview' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this interview?' });
  await confirm.getByLabel(/^Reason/).fill('The position has been filled.');
  await screenshotForPeople(page, {
    path: `e2e/screenshots/cancel-interview-${testInfo.project.name}.png`,
  });
  await confirm.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('interview-cancelled')).toHaveText(
    'Cancelled — The position has been filled.',
  );
  await expect(card.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  await candidatePage.reload();
  await expect(theirs.getByTestId('interview-cancelled')).toHaveText(
    'Cancelled — The position has been filled.',
  );
  await expect(theirs.getByRole('button', { name: 'Join Meeting' })).toHaveCount(0);
  expect(await types()).toContain('interview_cancelled');
  await screenshotForPeople(candidatePage, {
    path: `e2e/screenshots/candidate-cancelled-interview-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await candidatePage.context().close();
});

test('a company edits an open slot and closes it', async ({ page }, testInfo) => {
  const title = `Edit me ${randomUUID().slice(0, 8)}`;
  await signInAs(page, DEMO_COMPANIES.skyline);
  await post(page, '/api/time-slots', {
    title,
    jobId: await firstPosition(page),
    scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    maxCandidates: 2,
  });

  await page.goto('/company/interviews');
  await page.getByRole('tab', { name: 'Open Slots' }).click();
  const card = page.getByTestId('company-slot').filter({ hasText: title });
  await revealInList(page, card);
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Slot' });
  await expect(dialog.getByLabel('Max candidates')).toHaveValue('2');
  await dialog.getByLabel('Max candidates').selectOption('5');
  await dialog.getByLabel('Duration').selectOption('90');
  await screenshotForPeople(page, {
    path: `e2e/screenshots/edit-slot-${testInfo.project.name}.png`,
  });
  await dialog.getByRole('button', { name: 'Save Slot' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('0/5 candidates');
  await expect(card).toContainText('90 minutes');
  await screenshotForPeople(card, {
    path: `e2e/screenshots/company-slot-card-${testInfo.project.name}.png`,
  });

  await card.getByRole('button', { name: 'Close slot' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close this slot?' });
  await screenshotForPeople(page, {
    path: `e2e/screenshots/close-slot-${testInfo.project.name}.png`,
  });
  await confirm.getByRole('button', { name: 'Close slot' }).click();
  await expect(card).toContainText('Closed');
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
